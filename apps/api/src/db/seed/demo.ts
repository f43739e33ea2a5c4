import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../client.ts";

/** Demo data for an empty database: being written (see the seed helper's work). */
export async function seedDemoIfEmpty(_db: Db, _opts: { uploadsDir: string; log: FastifyBaseLogger }) {}
