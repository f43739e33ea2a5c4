import { parseVariantName } from "@forum/contract/helpers";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseRange } from "./byte-range.ts";
import { sendNotFound } from "./error-handler.ts";
import type { VariantMaker } from "./image-variants.ts";
import {
  contentTypeOf,
  isRecordingName,
  isStoredName,
  type Storage,
  type StoredBytes,
  UPLOADS_PREFIX,
} from "./storage.ts";

/**
 * Stored files under /forum/uploads/, read from the storage in use (disk or bucket), with one range when asked.
 * Content-hash names never change their content: cached for a year, validated by name alone. A missing width variant
 * of an image is made on its first request (image-variants.ts), then served like any file. Never a recording, by any
 * name, even one stored here before issue 23.7 and not yet moved: a student's voice is played only through a link
 * signed for its owner or an admin (modules/reward-tasks/submissions/recordings.routes.ts).
 */
export async function registerUploads(app: FastifyInstance, storage: Storage, makeVariant?: VariantMaker) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStoredName(name) || isRecordingName(name)) return sendNotFound(request, reply);
      const etag = `"${name}"`;
      reply.header("x-content-type-options", "nosniff");
      const cached = () =>
        reply.headers({
          "cache-control": "public, max-age=31536000, immutable",
          // Public images, embedded from the public URL's origin, which may differ from the page's.
          "cross-origin-resource-policy": "cross-origin",
          "accept-ranges": "bytes",
          etag,
        });
      if (matches(request.headers["if-none-match"], etag)) return cached().code(304).send();
      const range = parseRange(request.headers.range);
      let file = await storage.read(name, range);
      let served = name;
      if (!file && makeVariant) {
        const result = await makeVariant(name);
        if (result === "made") file = await storage.read(name, range);
        if (result === "not-now") {
          // Busy or failed lately: the original meanwhile, not cached, so a later visit asks for the variant again.
          served = parseVariantName(name)!.original;
          file = await storage.read(served, range);
        }
      }
      // Not cached: a file may yet be stored under that name.
      if (!file) return sendNotFound(request, reply);
      if (!("unsatisfiable" in file)) {
        if (served === name) cached();
        else reply.header("cache-control", "no-store");
      }
      return sendBytes(reply, file, contentTypeOf(served));
    },
  );
}

/** A stored file's bytes read for a request: the whole file (200), the range asked (206), or 416 past its end. */
export function sendBytes(reply: FastifyReply, file: StoredBytes, type: string) {
  if ("unsatisfiable" in file) {
    if (file.size !== undefined) reply.header("content-range", `bytes */${file.size}`);
    return reply.code(416).send();
  }
  reply.type(type).header("content-length", file.end - file.start + 1);
  if (file.partial) reply.code(206).header("content-range", `bytes ${file.start}-${file.end}/${file.size}`);
  return reply.send(file.body);
}

/** `If-None-Match` lists tags, weak or not; a name's tag matches whichever way it is written. */
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
