import { authMessages, type ErrorCode, errorCodes, messages } from "@forum/contract";

/** What services throw: a code, a user-facing message, an HTTP status, and optionally a field map. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string[]>,
    /** Seconds a 429 or 503 asks the client to wait (the Retry-After header). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message: string = messages.errors.notFound) => new AppError(errorCodes.notFound, message, 404);
export const forbidden = (message: string = messages.errors.forbidden) =>
  new AppError(errorCodes.forbidden, message, 403);
export const unauthenticated = (message: string = authMessages.unauthenticated) =>
  new AppError(errorCodes.unauthenticated, message, 401);
/** A 422 with a field map, shaped like a schema validation failure. */
export const invalidField = (field: string, message: string) =>
  new AppError(errorCodes.validation, message, 422, { [field]: [message] });
/** A 422 about the resource rather than one field (a category still in use, an admin who cannot be suspended). */
export const refused = (message: string) => new AppError(errorCodes.conflict, message, 422);
/** A 429 that says how long to wait. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError(errorCodes.tooManyRequests, message, 429, undefined, Math.max(1, Math.ceil(retryAfter)));

/** 503: the server is saturated (the worker pool's queue is full), not broken; the client may retry after a while. */
export const serviceBusy = (retryAfterSeconds: number) =>
  new AppError(errorCodes.busy, messages.errors.busy, 503, undefined, retryAfterSeconds);
