import type { AuditEntry } from "@forum/contract";

/** An audit log entry, as the server answers it, with overrides. */
export function makeAudit(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: { user_id: 1, meta: { username: "root", first_name: null, last_name: null, profile_image: null } },
    action: "report.hide",
    target_type: "post",
    target_id: 40 + id,
    note: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}
