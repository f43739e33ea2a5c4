import { reviewed } from "../../db/sql-review/capture.ts";
import { createProfileRepository } from "./profile.repository.ts";

/** The samples `npm run sql:review` runs profile.repository.ts's methods with. */
export const profileSamples = reviewed("modules/profile/profile.repository.ts", createProfileRepository, {
  findById: [1],
  usernameOwner: ["ada"],
  takenUsernames: [["ada", "obi"]],
  update: [1, { statusText: "Final year" }],
});
