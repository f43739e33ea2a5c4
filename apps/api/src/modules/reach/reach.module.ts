import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { dispatchModule } from "./dispatch/dispatch.module.ts";
import { mailModule } from "./mail/mail.module.ts";
import { preferencesModule } from "./preferences/preferences.module.ts";
import { pushModule } from "./push/push.module.ts";
import { watchingModule } from "./watching/watching.module.ts";

/**
 * Reach (API.md "Answers, reach and trust: Reach"): what tells a student of a notification outside the open tab.
 * The notifications table is its own outbox: the dispatcher hands each new row on once (to push and to the unread
 * mail); preferences say which types go where; watching makes more notifications, muting fewer.
 */
export function reachModule(app: FastifyInstance, ctx: AppContext) {
  const dispatcher = dispatchModule(app, ctx);
  preferencesModule(app, ctx);
  watchingModule(app, ctx);
  pushModule(app, ctx, dispatcher);
  mailModule(app, ctx, dispatcher);
  return { dispatcher };
}
