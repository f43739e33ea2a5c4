import { reviewed } from "../../db/sql-review/capture.ts";
import { email, hour } from "../../db/sql-review/sample-data.ts";
import { createAuthRepository } from "./auth.repository.ts";

/** The samples `npm run sql:review` runs auth.repository.ts's methods with. */
export const authSamples = reviewed("modules/auth/auth.repository.ts", createAuthRepository, {
  findAuthState: [1],
  findUserByEmail: [email],
  findUserById: [1],
  findUserByGoogleSub: ["google-sub"],
  // From a known address: the account joins its sign-up burst (signup-burst.ts) in the same transaction.
  createUser: [{ email: "new.student@students.example", passwordHash: "hash", signupKey: "address-key" }],
  linkGoogle: [1, "google-sub"],
  makeAdmin: [1],
  markVerified: [1],
  setPassword: [1, "hash"],
  revokeTokens: [1],
  replaceCode: [1, "verify_email", "code-hash", hour],
  consumeCode: [1],
  createResetToken: [1, "token-hash", hour],
  useResetToken: ["token-hash"],
  voidResets: [1],
});
