import { reviewed } from "../../db/sql-review/capture.ts";
import { createCommunitiesRepository } from "./communities.repository.ts";

/** The samples `npm run sql:review` runs communities.repository.ts's methods with. */
export const communitiesSamples = reviewed(
  "modules/communities/communities.repository.ts",
  createCommunitiesRepository,
  {
    find: [1, 1],
    list: [{ search: "study", memberId: 1 }, 1],
    members: [1, 5],
    setMembership: [1, 1, true],
    random: [1],
  },
);
