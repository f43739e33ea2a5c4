import { promisify } from "node:util";
import zlib from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import fastifyCompress, { type FastifyCompressOptions } from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createCompressedBytes } from "./compressed-bytes.ts";

/** Text worth compressing: pages, scripts, styles, JSON (+json kinds, the web manifest), SVG. Never media or ZIPs. */
export const isText = (contentType: string) =>
  /^(text\/(?!event-stream)[\w.+-]+|application\/(json|javascript|xml|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i.test(
    contentType,
  );

// When a browser takes both (they all do), gzip: on the feed's JSON page gzip 6 is as small as brotli 4 (5.97 against
// 5.90 KB of 25.5) for about half the CPU (scripts/bench/compression.ts). Built assets are brotli at its best (below).
const encodings: ("br" | "gzip")[] = ["gzip", "br"];

/**
 * Answers are compressed as they are sent, so the settings favour speed: brotli 4 (its default 11 costs tens of ms a
 * page) and gzip 6. Below 1 KB the headers outweigh the saving. Built assets carry their own .br/.gz made at build time
 * at the highest settings (apps/web/scripts/precompress.ts), which @fastify/static sends as they are.
 */
export const compressionOptions = {
  encodings,
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  customTypes: isText,
  // Bodies are read as sent: a compressed upload would slip past the body limits' byte count.
  globalDecompression: false,
} satisfies FastifyCompressOptions;

// In libuv's thread pool, not on the event loop: a page with its inline data is tens of KB.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors = {
  br: (body: Buffer) => brotli(body, compressionOptions.brotliOptions),
  gzip: (body: Buffer) => gzip(body, compressionOptions.zlibOptions),
};

/**
 * Whether an answer's compressed bytes are worth keeping: what guests read (the same for all of them). A student's
 * answers are their own and rarely asked twice, and a write's or an error's answer is not asked again (a login's
 * tokens must not linger in memory).
 */
export const isSharedAnswer = (method: string, status: number, signedIn: boolean) =>
  !signedIn && (method === "GET" || method === "HEAD") && status === 200;

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader("vary") ?? "");
  if (!/accept-encoding|\*/i.test(vary)) reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
}

/**
 * @fastify/compress on every route, for what is streamed (a built file without its .br/.gz). Answers made whole
 * (JSON, the web app's HTML, including the not-found handler's, which no route's hook sees) are compressed here, in
 * the thread pool, and a guest's are kept by their bytes: every guest is sent the same feed page and home page, which
 * are then compressed once, not once per request (scripts/bench/compression.ts). A text answer sent plain (the client
 * asked for no encoding) still says it varies on Accept-Encoding, so a shared cache keeps them apart. Partial answers
 * (206) and answers already encoded (precompressed assets) are left as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, compressionOptions);
  const kept = createCompressedBytes();
  // A byte range counts the file's own bytes: without this, @fastify/static would cut the range out of the .br file.
  app.addHook("onRequest", async (request) => {
    if (request.headers.range) delete request.headers["accept-encoding"];
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (!isText(type) || reply.statusCode === 206 || reply.hasHeader("content-encoding")) return payload;
    addVary(reply);
    if (!(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;
    if (request.headers["x-no-compression"] !== undefined || reply.hasHeader("content-range")) return payload;
    // Encoded only when it may be compressed: a page is tens of KB, and a client that takes no encoding is sent it as is.
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", encodings);
    if (!encoding) return payload;
    const body = Buffer.from(payload);
    if (body.length < compressionOptions.threshold) return payload;
    const shared = isSharedAnswer(request.method, reply.statusCode, request.headers.authorization !== undefined);
    const compressed = shared
      ? await kept.get(encoding, body, compressors[encoding])
      : await compressors[encoding](body);
    reply.header("content-encoding", encoding).header("content-length", compressed.length);
    return compressed;
  });
}
