import { adminMessages, moderationTexts, type ReportRow, type ResolveAction } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { PageRows } from "../../platform/page.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Viewer } from "../posts/posts.filters.ts";
import type { PostsReadService } from "../posts/posts.read.service.ts";
import { toReportRow } from "./moderation.presenter.ts";
import type {
  Decision,
  LockedPost,
  ModerationRepository,
  QueueStatus,
  ReportSummary,
} from "./moderation.repository.ts";

type Admin = NonNullable<Viewer>;

/**
 * What each action makes of the post. Dismiss lifts only the threshold's own hide (the reports were unfounded); a
 * hide an admin chose stays until restored.
 */
export function decide(action: ResolveAction, note: string | null, post: LockedPost): Decision {
  const current = { status: post.status as Decision["status"], reason: post.hiddenReason };
  switch (action) {
    case "dismiss":
      return post.status === "hidden" && post.hiddenReason === moderationTexts.autoHiddenReason
        ? { status: "published", reason: null }
        : current;
    case "hide":
      return { status: "hidden", reason: note ?? moderationTexts.hiddenBanner };
    case "restore":
      return { status: "published", reason: null };
    case "delete":
      return { status: "removed", reason: note ?? moderationTexts.removedBanner };
  }
}

/** The report queue (one row per reported post) and its resolution (API.md "Admin and moderation"). */
export function createModerationService(
  d: PublicUrls & {
    repo: ModerationRepository;
    posts: Pick<PostsReadService, "byIds">;
    /** A resolution is a `post-written` (caches, every instance) and a `reports-resolved` (the reporters' bell). */
    events: Pick<Events, "emit" | "transactional">;
  },
) {
  /** The rows of these summaries, in their order: reasons, resolutions and posts read once for the whole page. */
  async function rowsOf(summaries: ReportSummary[], status: QueueStatus, admin: Admin): Promise<ReportRow[]> {
    if (summaries.length === 0) return [];
    const ids = summaries.map((s) => s.postId);
    const [reasons, resolutions, posts] = await Promise.all([
      d.repo.reasons(ids, status),
      d.repo.latestResolutions(ids),
      d.posts.byIds(ids, admin),
    ]);
    const postById = new Map(posts.map((p) => [p.id, p]));
    const resolutionOf = new Map(resolutions.map((r) => [r.postId, r]));
    return summaries.flatMap((s) => {
      const post = postById.get(s.postId);
      if (!post) return []; // deleted by its author between the two reads: its reports went with it
      const own = reasons.filter((r) => r.postId === s.postId);
      return [toReportRow(s, status, post, own, resolutionOf.get(s.postId), d)];
    });
  }

  return {
    async queue(
      q: { status: QueueStatus; page: number; per_page: number },
      admin: Admin,
    ): Promise<PageRows<ReportRow>> {
      const { rows, total } = await d.repo.page(q.status, q.page, q.per_page);
      return { data: await rowsOf(rows, q.status, admin), total };
    },

    async resolve(postId: number, body: { action: ResolveAction; note: string | null }, admin: Admin) {
      const { action, note } = body;
      const events = d.events.transactional();
      const done = await d.repo.resolve(
        { id: postId, adminId: admin.id, action, note },
        (post) => decide(action, note, post),
        async (tx, { reporterIds }) => {
          if (reporterIds.length === 0) return;
          await events.raise(tx, "reports-resolved", { postId, adminId: admin.id, outcome: action, reporterIds });
        },
      );
      if (!done) throw notFound(adminMessages.noReports);
      await d.events.emit("post-written", { id: postId, type: done.type, published: true, change: "edited" });
      await events.committed();
      // Resolved now, unless a report came in since and reopened it.
      const resolved = await d.repo.one(postId, "resolved");
      const status = resolved ? "resolved" : "open";
      const summary = resolved ?? (await d.repo.one(postId, "open"));
      const [row] = summary ? await rowsOf([summary], status, admin) : [];
      if (!row) throw notFound(adminMessages.noReports); // the author deleted it meanwhile
      return { data: row, message: adminMessages.reportResolved[action] };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
