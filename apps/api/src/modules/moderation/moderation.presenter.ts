import type { Post, ReportRow } from "@forum/contract";
import { type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { LatestResolution, QueueStatus, ReasonCount, ReportSummary } from "./moderation.repository.ts";

/** A summary, its reasons, its newest resolution and its post (as an admin sees it) as the queue's row. */
export function toReportRow(
  summary: ReportSummary,
  status: QueueStatus,
  post: Post,
  reasons: ReasonCount[],
  resolution: LatestResolution | undefined,
  urls: PublicUrls,
): ReportRow {
  const admin = resolution?.admin;
  return {
    post,
    reasons: reasons.map((r) => ({ id: r.id, name: r.name, count: r.count })),
    reporters_count: summary.reporters,
    reporters_accounts: summary.accounts,
    first_reported_at: summary.firstReportedAt.toISOString(),
    status,
    resolution: resolution
      ? {
          action: resolution.action,
          note: resolution.note,
          resolved_at: resolution.createdAt.toISOString(),
          resolved_by: admin ? publicUserOf(admin, urls) : null,
        }
      : null,
  };
}
