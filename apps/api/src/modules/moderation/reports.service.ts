import { messages } from "@forum/contract";
import { AppError, invalidField, notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { Writer, WriteThrottle } from "../../platform/write-throttle.ts";
import type { PostsReadService } from "../posts/posts.read.service.ts";
import type { AutoHideRule, ReportsRepository } from "./reports.repository.ts";

/** Filing a report: a student reports a post they can see, for reasons from the list; enough reports hide it. */
export function createReportsService(d: {
  repo: ReportsRepository;
  /** Who may see which post: one can only report a published post one can see. */
  posts: Pick<PostsReadService, "visible">;
  /** An auto-hide is a `post-written` event (cached lists and rows). */
  events: Pick<Events, "emit">;
  /** REPORT_HIDE_THRESHOLD and NEW_ACCOUNT_HOURS: whose open reports, and how many, hide a post until review. */
  autoHide: AutoHideRule;
  /** Reports are paced per student (`report` bucket), beside the `write` every signed-in write takes. */
  throttle: Pick<WriteThrottle, "take">;
}) {
  return {
    reasons: async () => ({ data: await d.repo.reasons() }),

    /**
     * The post by id or uuid (the form sends either). Paced per student; a report refused (unknown post, bad reason,
     * already reported) gives its turn back, as a refused save does.
     */
    async report(postId: number | string, reasonIds: number[], viewer: Writer) {
      const refund = await d.throttle.take("report", viewer);
      try {
        const { post } = await d.posts.visible(String(postId), viewer);
        if (post.status !== "published") throw notFound(messages.posts.notFound);
        const known = new Set((await d.repo.reasons()).map((r) => r.id));
        const chosen = [...new Set(reasonIds)];
        if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
          throw invalidField("report_reasons", messages.posts.reasonInvalid);
        }
        const { reported, hidden } = await d.repo.report(post.id, viewer.id, chosen, d.autoHide);
        if (!reported) throw invalidField("post_id", messages.posts.alreadyReported);
        // Hidden now: gone from every list, on every instance (the caches hear it through post-written).
        if (hidden)
          await d.events.emit("post-written", { id: post.id, type: post.type, published: true, change: "edited" });
        return { message: messages.posts.reported };
      } catch (err) {
        if (err instanceof AppError && err.status < 500) await refund();
        throw err;
      }
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
