import type { PublicUrls } from "../../platform/public-user.ts";
import { toAuditEntry } from "./audit.presenter.ts";
import type { AuditRepository } from "./audit.repository.ts";

/** The log of every admin write (API.md), read a page at a time; the writes record themselves (`recordAudit` in audit.repository.ts). */
export function createAuditService(d: PublicUrls & { repo: AuditRepository }) {
  return {
    async page(query: { page: number; per_page: number }) {
      const { rows, total } = await d.repo.page(query.page, query.per_page);
      return { data: rows.map((row) => toAuditEntry(row, d)), total };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
