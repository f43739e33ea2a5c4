import type { adminPageQuery } from "../admin.ts";
import type { auditPage } from "../audit.ts";
import { endpoint } from "./endpoint.ts";

/** API.md "Admin and moderation": the audit log of every admin write, newest first. */
export const adminAudit = {
  auditLog: endpoint<{ query: typeof adminPageQuery; response: typeof auditPage }>()(
    "GET",
    "forum",
    "/admin/audit-log",
    "admin",
  ),
};
