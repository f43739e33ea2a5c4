import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createPollsAdminRepository } from "./polls-admin.repository.ts";

/** The samples `npm run sql:review` runs polls-admin.repository.ts's methods with. */
export const pollsAdminSamples = reviewed("modules/polls/polls-admin.repository.ts", createPollsAdminRepository, {
  list: [],
  one: [1],
  create: [{ title: "Best library?", options: ["Main", "Law"], active: false }, audit],
  update: [1, { title: "Best library?", options: ["Main", "Law", "Science"], active: true }, audit],
  remove: [999_999, audit],
});
