import { errorCodes, inputMessages, messages } from "@forum/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isDataException, unavailableRetryAfterSeconds } from "./db-errors.ts";
import { AppError } from "./errors.ts";

type FieldMap = Record<string, string[]>;

/** Turns zod request-validation issues into API.md's field map (`body.email` → `email`). */
function fieldMap(
  issues: { instancePath?: string; params?: { issue?: { path?: PropertyKey[] } }; message?: string }[],
) {
  const fields: FieldMap = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split("/").filter(Boolean) ?? [];
    const key = path.map(String).join(".") || "request";
    const list = fields[key] ?? [];
    fields[key] = list;
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
  }
  return fields;
}

/** The one error handler: every failure leaves as `{message, error}`; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter) reply.header("retry-after", err.retryAfter);
      return reply.status(err.status).send({ message: err.message, error: err.fields ?? err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path that names no resource (`/users/0x10/suspend`, `/events/abc`) is an unknown id: 404 (API.md), the same
      // answer as a well-formed id that does not exist, so no spelling of an id reaches a service.
      if (err.validationContext === "params") {
        return reply.status(404).send({ message: messages.errors.notFound, error: errorCodes.notFound });
      }
      const fields = fieldMap(err.validation as never);
      const first = Object.values(fields)[0]?.[0] ?? "The given data was invalid.";
      return reply.status(422).send({ message: first, error: fields });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or out of reach: a quick, honest answer the client can retry, not a 500.
      request.log.warn({ err }, "database unavailable");
      reply.header("retry-after", unavailableRetryAfterSeconds);
      return reply.status(503).send({ message: messages.errors.unavailable, error: errorCodes.unavailable });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: messages.errors.tooManyRequests, error: errorCodes.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large.
      return reply.status(status).send(clientError(status, err));
    }
    if (isDataException(err)) {
      // A value the schemas let through but PostgreSQL refused: the client's fault, and a gap to close (logged).
      request.log.warn({ err }, "input refused by the database");
      return reply.status(400).send({ message: inputMessages.invalidInput, error: errorCodes.invalidInput });
    }
    request.log.error({ err }, "request failed");
    return reply.status(500).send({ message: messages.errors.unexpected, error: errorCodes.internal });
  });
}

/** Fastify's own 4xx, in the API's words rather than the framework's. */
function clientError(status: number, err: FastifyError) {
  if (status === 413) return { message: inputMessages.bodyTooLarge, error: errorCodes.payloadTooLarge };
  if (status === 415) return { message: inputMessages.unsupportedType, error: errorCodes.unsupportedMediaType };
  if (err instanceof SyntaxError || err.code?.startsWith("FST_ERR_CTP_"))
    return { message: inputMessages.badJson, error: errorCodes.badRequest };
  return { message: err.message, error: err.code ?? errorCodes.badRequest };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found.`, error: errorCodes.notFound });
}
