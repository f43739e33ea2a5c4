import { reviewed } from "../../db/sql-review/capture.ts";
import { eventJobs } from "../../db/sql-review/sample-data.ts";
import { createEventsRepository } from "./events.repository.ts";

/** The samples `npm run sql:review` runs events.repository.ts's methods with. */
export const eventsSamples = reviewed("modules/events/events.repository.ts", createEventsRepository, {
  page: ["career", 1, 20, 0],
  byId: [1, 1],
  setReminder: [1, 1, eventJobs.schedule],
  cancelReminder: [1, 2, eventJobs.cancel],
  exists: [1],
});
