import type { AuditEntry } from "@forum/contract";
import { type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { AuditRow } from "./audit.repository.ts";

/** An entry as the log answers it; the actor is null once their account is gone. */
export const toAuditEntry = ({ entry, actor }: AuditRow, urls: PublicUrls): AuditEntry => ({
  id: entry.id,
  actor: actor ? publicUserOf(actor, urls) : null,
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId,
  note: entry.note,
  created_at: entry.createdAt.toISOString(),
});
