import { z } from "zod";
import { adminPageQuery } from "./admin.ts";
import { adminAudit } from "./endpoints/audit.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { pageEnvelope } from "./envelopes.ts";
import { publicUser } from "./profile.ts";

// The audit log of every admin write
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: publicUser.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPage = pageEnvelope(auditEntrySchema);

/** The console's audit call (operation id `adminAuditLog` as before it moved here). */
export const adminAuditApi = operations("admin", {
  auditLog: bind(
    adminAudit.auditLog,
    "Read the audit log of admin actions",
    { query: adminPageQuery, response: auditPage },
    [403],
  ),
});
