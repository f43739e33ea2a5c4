import multipart from "@fastify/multipart";
import { errorCodes, inputMessages } from "@forum/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** What one route accepts as a multipart form; every bound is enforced while the form streams in. */
export type MultipartLimits = {
  /** Text fields, and the bytes of each (inline data-URL images are text fields too). */
  fields: number;
  fieldSize: number;
  files: number;
  fileSize: number;
  /** The whole request body. */
  total: number;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the few routes that take multipart forms; every other route answers 415 to one. */
    multipart?: MultipartLimits;
  }
}

const tooLarge = () => new AppError(errorCodes.payloadTooLarge, inputMessages.formTooLarge, 413);
const malformed = () => new AppError(errorCodes.badRequest, inputMessages.formMalformed, 400);

/**
 * Multipart forms (community posts, profile updates) arrive as plain key/values, files as Buffers, and are then
 * validated by the same zod schemas as JSON bodies. Only routes that declare `config.multipart` read them, within
 * those limits; nothing is read for any other route, and a truncated field or file is refused, never kept cut.
 */
export async function registerMultipart(app: FastifyInstance) {
  // Registered before the plugin, so it runs first.
  app.addHook("preValidation", async (request) => {
    if (!request.isMultipart()) return;
    const limits = request.routeOptions.config.multipart;
    if (!limits) throw new AppError(errorCodes.unsupportedMediaType, inputMessages.formNotAccepted, 415);
    request.body = await readForm(request, limits);
  });
  await app.register(multipart, { throwFileSizeLimit: true });
}

async function readForm(request: FastifyRequest, limits: MultipartLimits) {
  // A form's declared length past the route's total: nothing is read.
  if (Number(request.headers["content-length"] ?? 0) > limits.total) throw tooLarge();
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const had = body[name];
    body[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  };
  try {
    const parts = request.parts({
      limits: { ...limits, fieldNameSize: 100, parts: limits.fields + limits.files, headerPairs: 20 },
    });
    // Attached in the same tick as the iterator's first step pipes the request into the parser: no byte is missed.
    capUnsizedBody(request, limits.total);
    for await (const part of parts) {
      if (part.type === "file") add(part.fieldname, await part.toBuffer());
      else if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
      else add(part.fieldname, part.value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    throw status === 413 ? tooLarge() : malformed();
  }
  return body;
}

/** A form sent without a length (chunked) is counted as it arrives and cut off past the route's total. */
function capUnsizedBody(request: FastifyRequest, total: number) {
  if (request.headers["content-length"] !== undefined) return;
  let seen = 0;
  request.raw.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > total) request.raw.destroy(tooLarge());
  });
}

/** `images[0]`, `images[1]`... (or repeated `images`) as one list; files become data URLs for the image checks. */
export function collectIndexed(body: Record<string, unknown>, name: string): unknown[] {
  const keyed = Object.keys(body)
    .filter((key) => key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key))
    .sort((a, b) => Number(a.match(/\d+/)?.[0] ?? 0) - Number(b.match(/\d+/)?.[0] ?? 0));
  return keyed
    .flatMap((key) => {
      const value = body[key];
      delete body[key];
      return Array.isArray(value) ? value : [value];
    })
    .map((v) => (Buffer.isBuffer(v) ? `data:application/octet-stream;base64,${v.toString("base64")}` : v))
    .filter((v) => v !== "" && v !== undefined);
}
