import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { MAX_IMAGE_BYTES } from "./images.ts";

/**
 * Multipart forms (community posts, profile updates) arrive as plain key/values, files as Buffers, and are
 * then validated by the same zod schemas as JSON bodies.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 40, fieldSize: 12 * 1024 * 1024 },
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
