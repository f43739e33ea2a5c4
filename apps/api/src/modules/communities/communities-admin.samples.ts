import { reviewed } from "../../db/sql-review/capture.ts";
import { audit } from "../../db/sql-review/sample-data.ts";
import { createCommunitiesAdminRepository } from "./communities-admin.repository.ts";

/** The samples `npm run sql:review` runs communities-admin.repository.ts's methods with. */
export const communitiesAdminSamples = reviewed(
  "modules/communities/communities-admin.repository.ts",
  createCommunitiesAdminRepository,
  {
    list: [],
    save: [1, { name: "Debate Club", acronym: "DC", about: "We argue." }, audit],
    remove: [1, audit],
  },
);
