import { messages, type Post, type PostListQuery, type PostWithReplies, type ReplySort } from "@forum/contract";
import { forbidden, notFound, unauthenticated } from "../../platform/errors.ts";
import type { PageRows } from "../../platform/page.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { PostViewsRepository } from "./post-views.repository.ts";
import type { PostsCache } from "./posts.cache.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import { type ContentShown, toPost } from "./posts.presenter.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";
import { viewerKey } from "./viewer-key.ts";

const SIMILAR_LIMIT = 5;

export type ReadDeps = PublicUrls & {
  repo: PostsRepository;
  /** The lists' pages and totals (posts.cache.ts): read through it, never straight from the repository. */
  cache: Pick<PostsCache, "listPage">;
  views: PostViewsRepository;
  /** Keys a guest's view by a hash of their address with it (viewer-key.ts). */
  viewerSecret: string;
};

const filterOf = (query: PostListQuery): PostFilter => ({
  recent: !!query.recent,
  categoryIds: query.category_ids ?? [],
  communityId: query.community_id,
  userId: query.user_id,
  repliesOnly: !!query.replies_only,
  parentsOnly: !!query.parents_only,
  search: query.search || undefined,
  tag: query.tag || undefined,
  drafts: query.status === "draft",
  answers: query.filter,
});

/** Whether moderation leaves a post (or a reply's parent) visible to the viewer. */
function moderatedVisible(post: { status: string | null; userId: number | null }, viewer: Viewer): boolean {
  if (post.status === "hidden") return !!viewer && (viewer.isAdmin || viewer.id === post.userId);
  if (post.status === "removed") return !!viewer?.isAdmin;
  return true;
}

export function createPostsReadService(d: ReadDeps) {
  async function present(rows: PostRow[], viewer: Viewer, shown: ContentShown): Promise<Post[]> {
    const state = viewer
      ? await d.repo.viewerState(
          viewer.id,
          rows.map((r) => r.post.id),
        )
      : new Map();
    return rows.map((row) => toPost(row, viewer, state, d, shown));
  }

  /**
   * A post the viewer may see: drafts only to their author, community posts only to members. What a moderator hid is
   * 404 but to its author and admins, what they removed 404 but to admins (API.md); so is a reply to either, whose
   * answer would show what it replies to.
   */
  async function visible(idOrUuid: string, viewer: Viewer): Promise<PostRow> {
    const row = await d.repo.findOne(idOrUuid);
    if (!row) throw notFound(messages.posts.notFound);
    const { post } = row;
    if (post.status === "draft" && post.userId !== viewer?.id) throw notFound(messages.posts.notFound);
    if (!moderatedVisible(post, viewer)) throw notFound(messages.posts.notFound);
    if (row.parent?.status && !moderatedVisible(row.parent, viewer)) throw notFound(messages.posts.notFound);
    if (post.communityId && !viewer?.isAdmin) {
      const canSee = viewer ? await d.repo.isMember(post.communityId, viewer.id) : false;
      if (!canSee) throw forbidden(messages.posts.membersOnly);
    }
    return row;
  }

  return {
    visible,
    present,

    async list(query: PostListQuery, viewer: Viewer): Promise<PageRows<Post>> {
      const filter = filterOf(query);
      if (filter.drafts && !viewer) throw unauthenticated();
      const { rows, total, estimated, reachable } = await d.cache.listPage(filter, viewer, query.page, query.per_page);
      // A feed page is for phones: cards carry their preview; the owner's drafts are opened to be edited.
      const data = await present(rows, viewer, filter.drafts ? "whole" : "preview");
      return { data, total, totalEstimated: estimated, reachable };
    },

    /**
     * A post with its comments, its accepted answer first and the rest in `sort` order; counts the reader's view
     * (once per viewer per hour, the caller by `ip`) unless told not to (a link preview's robot).
     */
    async show(
      idOrUuid: string,
      viewer: Viewer,
      ip: string,
      countView = true,
      sort: ReplySort = "oldest",
    ): Promise<{ data: PostWithReplies }> {
      const row = await visible(idOrUuid, viewer);
      const key = viewerKey(viewer?.id ?? null, ip, d.viewerSecret);
      if (countView && row.post.status === "published" && (await d.views.count(row.post.id, key)))
        row.post.viewsCount++;
      const replies = await d.repo.replies(row.post.id, viewer, sort, row.post.acceptedReplyId);
      const [post, ...comments] = await present([row, ...replies], viewer, "whole");
      return { data: { ...post!, replies: comments } };
    },

    /** These posts whatever their status, content whole, in the order of `ids` (the report queue, for admins). */
    async byIds(ids: number[], viewer: Viewer): Promise<Post[]> {
      const rows = ids.length ? await d.repo.rowsByIds(ids) : [];
      const byId = new Map(rows.map((r) => [r.post.id, r]));
      const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      return present(ordered, viewer, "whole");
    },

    async similar(idOrUuid: string, viewer: Viewer): Promise<{ data: Post[] }> {
      const row = await visible(idOrUuid, viewer);
      return { data: await present(await d.repo.similar(row.post, viewer, SIMILAR_LIMIT), viewer, "preview") };
    },
  };
}
export type PostsReadService = ReturnType<typeof createPostsReadService>;
