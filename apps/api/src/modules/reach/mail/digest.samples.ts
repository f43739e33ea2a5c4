import { reviewed } from "../../../db/sql-review/capture.ts";
import { createDigestRepository } from "./digest.repository.ts";

const since = new Date("2020-01-01T06:00:00Z");
const until = new Date("2030-01-01T06:00:00Z");

/** The samples `npm run sql:review` runs digest.repository.ts's methods with. */
export const digestSamples = reviewed("modules/reach/mail/digest.repository.ts", createDigestRepository, {
  claimDue: ["daily", until, 50],
  markSent: [[1], until],
  unreadSince: [1, since, until, 10],
  topWatchedPosts: [1, since, until, 5],
});
