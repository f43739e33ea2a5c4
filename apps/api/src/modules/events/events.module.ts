import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { defaultTimeZone } from "../../platform/time-zone.ts";
import { createEventsRepository } from "./events.repository.ts";
import { eventsRoutes } from "./events.routes.ts";
import { createEventsService } from "./events.service.ts";
import { createEventsAdminRepository } from "./events-admin.repository.ts";
import { createEventsAdminService } from "./events-admin.service.ts";
import { createRemindersRepository } from "./reminders.repository.ts";
import { createRemindersService } from "./reminders.service.ts";

/**
 * Events with reminders (API.md "Secondary areas"): the list, reminder mails as durable jobs (pg-boss on the app's
 * own database), the calendar file, and the admin's events. Answers the reminders service (the test app keeps it).
 */
export function eventsModule(app: FastifyInstance, ctx: AppContext) {
  const zone = ctx.deps.timeZone ?? defaultTimeZone;
  const host = new URL(ctx.urls.publicUrl).host;
  const reminders = createRemindersService({
    repo: createRemindersRepository(ctx.db),
    jobs: ctx.jobs,
    mailer: ctx.mailer,
    log: ctx.log,
    zone,
    host,
  });
  const events = createEventsService({
    ...ctx.urls,
    repo: createEventsRepository(ctx.db),
    reminders,
    jobs: ctx.jobs,
    zone,
    host,
  });
  const admin = createEventsAdminService({
    ...ctx.urls,
    storage: ctx.storage,
    workers: ctx.workers,
    repo: createEventsAdminRepository(ctx.db),
    reminders,
    jobs: ctx.jobs,
    zone,
  });
  eventsRoutes(app, { events, admin });
  return { reminders };
}
