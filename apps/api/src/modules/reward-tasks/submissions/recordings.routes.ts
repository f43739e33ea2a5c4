import type { FastifyInstance } from "fastify";
import { parseRange } from "../../../platform/byte-range.ts";
import { sendNotFound } from "../../../platform/error-handler.ts";
import { forbidden } from "../../../platform/errors.ts";
import { contentTypeOf, type Storage } from "../../../platform/storage.ts";
import { sendBytes } from "../../../platform/uploads.ts";
import { readRecording } from "./recording-files.ts";
import { RECORDINGS_PATH, type RecordingLinks } from "./recording-links.ts";
import type { RecordingsRepository } from "./recordings.repository.ts";

const ID = /^[1-9]\d{0,9}$/;
const EXP = /^\d{1,11}$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;

/**
 * `GET /forum/recordings/<submission id>?exp&sig`: a submission's recording, to whoever holds a link the server signed
 * (recording-links.ts) and before it expires, with one byte range when asked (players seek). Outside the contract like
 * /forum/uploads/: it answers bytes, and an `<audio>` element asks without a token. Any link that does not hold (no
 * signature, another submission's, tampered, expired, a recording replaced since) is 403, alike whether or not the
 * submission exists. Kept privately by the browser for as long as the link plays; never by a shared cache.
 */
export function recordingsRoutes(
  app: FastifyInstance,
  d: { repo: RecordingsRepository; storage: Storage; links: RecordingLinks },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    `${RECORDINGS_PATH}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (!ID.test(id) || Number(id) > 2 ** 31 - 1) return sendNotFound(request, reply);
      if (typeof exp !== "string" || !EXP.test(exp) || typeof sig !== "string" || !SIG.test(sig)) throw forbidden();
      const left = d.links.secondsLeft(Number(exp));
      if (left === 0) throw forbidden();
      const key = await d.repo.keyOf(Number(id));
      if (!key || !d.links.verify(Number(id), key, Number(exp), sig)) throw forbidden();
      const file = await readRecording(d.storage, key, parseRange(request.headers.range));
      if (!file) return sendNotFound(request, reply);
      reply.headers({
        "cache-control": `private, max-age=${left}`,
        "accept-ranges": "bytes",
        "x-content-type-options": "nosniff",
        // Played by the forum's own pages (the dev server's too, another port of the same host), embedded by no other.
        "cross-origin-resource-policy": "same-site",
      });
      return sendBytes(reply, file, contentTypeOf(key));
    },
  );
}
