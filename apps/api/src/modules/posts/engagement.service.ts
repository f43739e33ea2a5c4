import { type Bookmark, messages } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { PageRows } from "../../platform/page.ts";
import type { EngagementRepository } from "./engagement.repository.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostsRepository } from "./posts.repository.ts";

type Member = NonNullable<Viewer>;

/** Likes, dislikes and bookmarks: what a student does to a post they can see. */
export function createEngagementService(d: {
  repo: PostsRepository;
  engage: EngagementRepository;
  read: PostsReadService;
  /** A like or dislike is a `reaction-changed` event (cached rows, notifications). */
  events: Pick<Events, "transactional">;
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
  };
}
export type EngagementService = ReturnType<typeof createEngagementService>;
