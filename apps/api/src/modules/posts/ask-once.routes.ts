import { askOnceApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { byIp, type CounterStore, limitBy } from "../../platform/rate-limit.ts";
import type { AskOnceService } from "./ask-once.service.ts";

/**
 * Suggestions are asked for while a title is typed (the web waits for a pause): 60 a minute per student, and per
 * address for guests; a campus shares one address, so the address allows more.
 */
export const SUGGEST_PER_MINUTE = 60;
const SUGGEST_PER_IP_PER_MINUTE = 600;

/** Forum base: similar questions (anyone), closing a question as a duplicate and reopening it (moderators). */
export function askOnceRoutes(
  app: FastifyInstance,
  { askOnce, limits }: { askOnce: AskOnceService; limits: CounterStore },
) {
  const on = mounter(app, "posts");
  const suggestLimits = limitBy(limits, "posts-suggest", [
    { name: "user", max: SUGGEST_PER_MINUTE, windowMs: 60_000, key: (r) => (r.auth ? String(r.auth.id) : null) },
    byIp(SUGGEST_PER_IP_PER_MINUTE),
  ]);
  on(askOnceApi.suggest, ({ query, auth }) => askOnce.suggest(query.q, auth), { preHandler: [suggestLimits] });
  on(askOnceApi.closeAsDuplicate, ({ params, body, user }) => askOnce.closeAsDuplicate(params.id, body.of, user));
  on(askOnceApi.reopen, ({ params, user }) => askOnce.reopen(params.id, user));
}
