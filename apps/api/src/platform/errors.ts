import { type ErrorCode, errorCodes, messages } from "@forum/contract";
import type { FastifyInstance } from "fastify";

/** What services throw: a code, a user-facing message, an HTTP status, and optionally a field map. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
  /** Seconds after which a retry may succeed; sent as `Retry-After` (see registerRetryAfter). */
  retryAfter?: number;
}

export const notFound = (message = "Not found.") => new AppError(errorCodes.notFound, message, 404);
export const forbidden = (message = "This action is unauthorized.") => new AppError(errorCodes.forbidden, message, 403);
export const unauthenticated = (message = "Unauthenticated.") => new AppError(errorCodes.unauthenticated, message, 401);
/** A 422 with a field map, shaped like a schema validation failure. */
export const invalidField = (field: string, message: string) =>
  new AppError(errorCodes.validation, message, 422, { [field]: [message] });

/** 503: the server is saturated (the worker pool's queue is full), not broken; the client may retry after a while. */
export function serviceBusy(retryAfterSeconds: number): AppError {
  const err = new AppError(errorCodes.busy, messages.errors.busy, 503);
  err.retryAfter = retryAfterSeconds;
  return err;
}

/** Adds `Retry-After` to the answer of an AppError that carries one; the error handler then writes the body. */
export function registerRetryAfter(app: FastifyInstance) {
  app.addHook("onError", async (_request, reply, err) => {
    if (err instanceof AppError && err.retryAfter) reply.header("retry-after", String(err.retryAfter));
  });
}
