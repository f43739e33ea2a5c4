import { reviewed } from "../../../db/sql-review/capture.ts";
import { hour } from "../../../db/sql-review/sample-data.ts";
import { createScheduleRepository } from "./schedule.repository.ts";

/**
 * The samples `npm run sql:review` runs schedule.repository.ts's methods with: markPaid runs in the payment's
 * transaction; here on the database itself.
 */
export const advertisingScheduleSamples = reviewed(
  "modules/advertising/schedule/schedule.repository.ts",
  (db) => {
    const repo = createScheduleRepository(db);
    return { ...repo, markPaid: (id: number) => repo.markPaid(db, id) };
  },
  {
    markPaid: [1],
    goLive: [1, hour, async () => {}],
    complete: [1],
    readyToGoLive: ["2026-01-05", 200],
    dueToComplete: [200],
  },
);
