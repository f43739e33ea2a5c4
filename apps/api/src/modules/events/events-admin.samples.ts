import { reviewed } from "../../db/sql-review/capture.ts";
import { audit, event, eventJobs } from "../../db/sql-review/sample-data.ts";
import { createEventsAdminRepository } from "./events-admin.repository.ts";

/**
 * The samples `npm run sql:review` runs events-admin.repository.ts's methods with: Before the events' own: it writes
 * the event they read.
 */
export const eventsAdminSamples = reviewed("modules/events/events-admin.repository.ts", createEventsAdminRepository, {
  page: ["career", 20, 0],
  create: [event, audit],
  update: [1, { ...event, startsAt: new Date(Date.UTC(2031, 4, 7, 9)) }, audit, eventJobs],
  remove: [999_999, audit, eventJobs],
});
