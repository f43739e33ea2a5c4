import { reviewed } from "../../db/sql-review/capture.ts";
import { createRemindersRepository } from "./reminders.repository.ts";

/** The samples `npm run sql:review` runs reminders.repository.ts's methods with. */
export const remindersSamples = reviewed("modules/events/reminders.repository.ts", createRemindersRepository, {
  deliver: [1, async () => {}],
  due: [200],
});
