import { adminEventsApi, eventsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adminImageForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { EventsService } from "./events.service.ts";
import type { EventsAdminService } from "./events-admin.service.ts";

/** Forum base: the list and the calendar file (public), reminders (signed in), and the admin's events. */
export function eventsRoutes(app: FastifyInstance, s: { events: EventsService; admin: EventsAdminService }) {
  const on = mounter(app, "events");
  on(eventsApi.list, async (call) => pageOf(call, await s.events.list(call.auth?.id ?? null, call.query)));
  on(eventsApi.setReminder, ({ params, user }) => s.events.setReminder(params.id, user.id));
  on(eventsApi.cancelReminder, ({ params, user }) => s.events.cancelReminder(params.id, user.id));
  // Not JSON: with its own content type, Fastify sends the string as is (no schema serialisation).
  on(eventsApi.calendar, async ({ params, reply }) => {
    const { file, name } = await s.events.calendar(params.id);
    reply.type("text/calendar; charset=utf-8").header("content-disposition", `attachment; filename="${name}"`);
    return file;
  });

  const admin = mounter(app, "admin");
  const form = { multipart: adminImageForm };
  admin(adminEventsApi.list, async (call) => pageOf(call, await s.admin.list(call.query)));
  admin(adminEventsApi.create, ({ body, user }) => s.admin.create(body, user.id), form);
  admin(adminEventsApi.update, ({ params, body, user }) => s.admin.update(params.id, body, user.id), form);
  admin(adminEventsApi.remove, ({ params, user }) => s.admin.remove(params.id, user.id));
}
