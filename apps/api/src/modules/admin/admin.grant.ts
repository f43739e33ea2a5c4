import type { Db } from "../../db/client.ts";
import { createAdminRepository } from "./admin.repository.ts";

/**
 * Sets or clears the admin flag of the account with that e-mail, as typed (accounts keep theirs trimmed and
 * lower-cased); false when there is no such account. What `npm run admin -- grant <email>` runs.
 */
export function setAdmin(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  return createAdminRepository(db).setAdminFlag(email.trim().toLowerCase(), isAdmin);
}
