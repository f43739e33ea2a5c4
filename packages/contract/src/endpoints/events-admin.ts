import type { adminDeleted } from "../admin.ts";
import type { adminEventSaved, adminEventsPage, adminEventsQuery, eventBody, eventIdParams } from "../events.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof eventIdParams;

/** API.md "Admin and moderation": events in the console (multipart `title, short_desc, date, time, link`, `thumbnail`). */
export const adminEvents = {
  list: endpoint<{ query: typeof adminEventsQuery; response: typeof adminEventsPage }>()(
    "GET",
    "forum",
    "/admin/events",
    "admin",
  ),
  create: endpoint<{ body: typeof eventBody; response: typeof adminEventSaved }>()(
    "POST",
    "forum",
    "/admin/events",
    "admin",
    { status: 201, form: true },
  ),
  update: endpoint<{ params: Id; body: typeof eventBody; response: typeof adminEventSaved }>()(
    "PUT",
    "forum",
    "/admin/events/:id",
    "admin",
    { form: true },
  ),
  remove: endpoint<{ params: Id; response: typeof adminDeleted }>()("DELETE", "forum", "/admin/events/:id", "admin"),
};
