import type { AdminUser } from "@forum/contract";
import { isSuspended } from "../../db/suspension.ts";
import { type PublicUrls, userMetaOf } from "../../platform/public-user.ts";
import type { AdminUserRow } from "./admin.repository.ts";

/** An account as the console lists it; `suspension` only while one is in force. */
export const toAdminUser = (row: AdminUserRow, urls: PublicUrls): AdminUser => ({
  id: row.id,
  user_id: row.id,
  email: row.email,
  meta: userMetaOf(row, urls),
  is_admin: row.isAdmin,
  email_verified: row.emailVerifiedAt !== null,
  created_at: row.createdAt.toISOString(),
  suspension: isSuspended(row)
    ? {
        reason: row.suspendedReason ?? "",
        until: row.suspendedUntil?.toISOString() ?? null,
        since: row.suspendedAt?.toISOString() ?? row.createdAt.toISOString(),
      }
    : null,
});
