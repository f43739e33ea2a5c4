import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";
import { defaultTimeZone } from "../../../platform/time-zone.ts";
import type { Dispatcher } from "../dispatch/dispatch.module.ts";
import { digestQueue } from "./digest.service.ts";
import { mailRoutes } from "./mail.routes.ts";
import { createMailService } from "./mail.service.ts";
import type { MailDeps } from "./mail-deps.ts";
import { type UnreadJob, unreadQueue } from "./unread-mail.service.ts";
import { createUnsubscribeTokens } from "./unsubscribe-token.ts";

/** The mail module's deps from the app's context; tests build their own with a clock they drive. */
export function mailDepsOf(ctx: AppContext, overrides: Partial<MailDeps> = {}): MailDeps {
  return {
    db: ctx.db,
    jobs: ctx.jobs,
    mailer: ctx.mailer,
    log: ctx.log,
    tokens: createUnsubscribeTokens(ctx.deps.jwtSecret),
    publicUrl: ctx.urls.publicUrl,
    zone: ctx.deps.timeZone ?? defaultTimeZone,
    now: () => new Date(),
    isOnline: (userId) => ctx.realtime.isOnline(userId),
    ...overrides,
  };
}

/**
 * E-mail that helps (API.md "Reach"): the mail of notifications still unread 15 minutes later, the daily or weekly
 * digest, and the signed one-click unsubscribe address every such mail carries.
 */
export function mailModule(app: FastifyInstance, ctx: AppContext, dispatcher: Dispatcher) {
  const d = mailDepsOf(ctx);
  const { unread, digests, unsubscribe } = createMailService(d);
  dispatcher.onDispatch(unread.onDispatch);
  ctx.jobs.define<UnreadJob>(unreadQueue, async (job) => void (await unread.deliver(job)));
  // Every 15 minutes: a digest goes out within a quarter hour of 07:00 (the zone is applied by the run, not cron).
  ctx.jobs.define(
    digestQueue,
    async () => {
      await digests.runDue("daily");
      await digests.runDue("weekly");
    },
    { cron: "*/15 * * * *" },
  );
  mailRoutes(app, {
    tokens: d.tokens,
    turnOff: unsubscribe,
    publicUrl: d.publicUrl,
    limits: ctx.limits,
    digests,
  });
  return { unread, digests };
}
