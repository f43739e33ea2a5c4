import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";
import type { Dispatcher } from "../dispatch/dispatch.module.ts";

/** Issue 28: to be built. */
export function pushModule(_app: FastifyInstance, _ctx: AppContext, _dispatcher: Dispatcher) {}
