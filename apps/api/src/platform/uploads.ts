import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { UPLOADS_PREFIX } from "./storage.ts";

/** Stored files have content-hash names, so they never change: cache them for a year. */
export async function registerUploads(app: FastifyInstance, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header("cache-control", "public, max-age=31536000, immutable");
      res.header("x-content-type-options", "nosniff");
      // Public images, embedded from the public URL's origin, which may differ from the page's.
      res.header("cross-origin-resource-policy", "cross-origin");
    },
  });
}
