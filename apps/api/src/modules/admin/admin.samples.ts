import { reviewed } from "../../db/sql-review/capture.ts";
import { audit, hour } from "../../db/sql-review/sample-data.ts";
import { createAdminRepository } from "./admin.repository.ts";

/** The samples `npm run sql:review` runs admin.repository.ts's methods with. */
export const adminSamples = reviewed("modules/admin/admin.repository.ts", createAdminRepository, {
  setAdminFlag: ["student@example.com", true],
  users: ["ada", 1, 20],
  findUser: [1],
  suspend: [2, { reason: "Spam", until: hour }, audit],
  unsuspend: [2, audit],
  overview: [],
});
