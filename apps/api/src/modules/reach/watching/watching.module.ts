import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";

/** Issue 28: to be built. */
export function watchingModule(_app: FastifyInstance, _ctx: AppContext) {}
