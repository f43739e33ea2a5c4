import { type Bookmark, messages } from "@forum/contract";
import { AppError, invalidField, notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { PageRows } from "../../platform/page.ts";
import type { Writer, WriteThrottle } from "../../platform/write-throttle.ts";
import type { AutoHideRule, EngagementRepository } from "./engagement.repository.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostsRepository } from "./posts.repository.ts";

type Member = NonNullable<Viewer>;

/** Likes, dislikes, bookmarks and reports: what a student does to a post they can see. */
export function createEngagementService(d: {
  repo: PostsRepository;
  engage: EngagementRepository;
  read: PostsReadService;
  /** A like or dislike is a `reaction-changed` event (cached rows, notifications); an auto-hide a `post-written`. */
  events: Pick<Events, "emit" | "transactional">;
  /** REPORT_HIDE_THRESHOLD and NEW_ACCOUNT_HOURS: whose open reports, and how many, hide a post until review. */
  autoHide: AutoHideRule;
  /** Reports are paced per student (`report` bucket), beside the `write` every signed-in write takes. */
  throttle: Pick<WriteThrottle, "take">;
}) {
  async function published(idOrUuid: string, viewer: Member) {
    const row = await d.read.visible(idOrUuid, viewer);
    if (row.post.status !== "published") throw notFound(messages.posts.notFound);
    return row.post;
  }

  return {
    async react(idOrUuid: string, viewer: Member, value: 1 | -1) {
      const post = await published(idOrUuid, viewer);
      const events = d.events.transactional();
      const counts = await d.engage.toggleReaction(post.id, viewer.id, value, (tx, c) =>
        events.raise(tx, "reaction-changed", { postId: post.id, userId: viewer.id, liked: c.user_like_count === 1 }),
      );
      await events.committed();
      return { data: counts };
    },

    async bookmark(postUuid: string, on: boolean, viewer: Member) {
      const post = await published(postUuid, viewer);
      const bookmarked = await d.engage.setBookmark(post.id, viewer.id, on);
      return { data: { bookmarked }, message: bookmarked ? messages.posts.bookmarked : messages.posts.unbookmarked };
    },

    async bookmarks(viewer: Member, page: number, perPage: number): Promise<PageRows<Bookmark>> {
      const { rows, total } = await d.engage.bookmarksPage(viewer, page, perPage);
      const posts = await d.read.present(
        await d.repo.findMany(
          rows.map((r) => r.postId),
          viewer,
        ),
        viewer,
        "preview",
      );
      const byId = new Map(posts.map((p) => [p.id, p]));
      // A bookmark of a post the student can no longer see (left its community) is skipped, not leaked.
      const data = rows.flatMap((r) => (byId.has(r.postId) ? [{ id: r.id, bookmarkable: byId.get(r.postId)! }] : []));
      return { data, total };
    },

    reasons: async () => ({ data: await d.engage.reasons() }),

    /**
     * The post by id or uuid (the form sends either). Paced per student; a report refused (unknown post, bad reason,
     * already reported) gives its turn back, as a refused save does.
     */
    async report(postId: number | string, reasonIds: number[], viewer: Writer) {
      const refund = await d.throttle.take("report", viewer);
      try {
        const post = await published(String(postId), viewer);
        const known = new Set((await d.engage.reasons()).map((r) => r.id));
        const chosen = [...new Set(reasonIds)];
        if (chosen.length === 0 || chosen.some((id) => !known.has(id))) {
          throw invalidField("report_reasons", messages.posts.reasonInvalid);
        }
        const { reported, hidden } = await d.engage.report(post.id, viewer.id, chosen, d.autoHide);
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
export type EngagementService = ReturnType<typeof createEngagementService>;
