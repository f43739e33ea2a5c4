import { reviewed } from "../../db/sql-review/capture.ts";
import { email, hour } from "../../db/sql-review/sample-data.ts";
import { guessTurn, mailTurn } from "./auth.throttles.ts";
import { createAuthThrottlesRepository } from "./auth-throttles.repository.ts";

/** The samples `npm run sql:review` runs auth-throttles.repository.ts's methods with. */
export const authThrottlesSamples = reviewed(
  "modules/auth/auth-throttles.repository.ts",
  createAuthThrottlesRepository,
  {
    takeMail: ["verify_email_mail", email, (any, own) => mailTurn(any, own, hour.getTime())],
    takeGuess: [
      "verify_email_guess",
      email,
      { email, purpose: "verify_email", maxAttempts: 5 },
      (m) => guessTurn(m, hour.getTime()),
    ],
    forgive: ["verify_email_guess", email, hour.getTime()],
    clear: ["code_mail", email],
  },
);
