import { reviewed } from "../../../db/sql-review/capture.ts";
import { createMailRepository } from "./mail.repository.ts";

/** The samples `npm run sql:review` runs mail.repository.ts's methods with. */
export const mailSamples = reviewed("modules/reach/mail/mail.repository.ts", createMailRepository, {
  claimUnread: [1, ["reply", "mention"], new Date("2030-01-01T00:00:00Z"), 200],
  markEmailed: [[1]],
  verifiedEmail: [1],
  turnOff: [1, "reply"],
});
