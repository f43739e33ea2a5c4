import { messages, type Post, type PostListQuery, type PostWithReplies, type ReplySort } from "@forum/contract";
import { forbidden, notFound, unauthenticated } from "../../platform/errors.ts";
import type { PageRows } from "../../platform/page.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { PostPageRepository } from "./post-page.repository.ts";
import type { PostsCache } from "./posts.cache.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import { type ContentShown, toPost } from "./posts.presenter.ts";
import type { PostRow, PostsRepository, ViewerState } from "./posts.repository.ts";
import { hourOf, type ViewCounter } from "./view-counter.ts";
import { viewerKey } from "./viewer-key.ts";

const SIMILAR_LIMIT = 5;

export type ReadDeps = PublicUrls & {
  repo: PostsRepository;
  /** A post page's rows in one statement. */
  pages: PostPageRepository;
  /** The lists' pages and totals (posts.cache.ts): read through it, never straight from the repository. */
  cache: Pick<PostsCache, "listPage">;
  /** Views counted in memory and written in batches (view-counter.ts). */
  views: Pick<ViewCounter, "count" | "pending">;
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

/**
 * Throws unless the viewer may see the post: drafts only to their author, community posts only to members
 * (`member`, asked only then). What a moderator hid is 404 but to its author and admins, what they removed 404 but to
 * admins (API.md); so is a reply to either, whose answer would show what it replies to.
 */
async function mustSee<R extends PostRow>(
  row: R | undefined,
  viewer: Viewer,
  member: (communityId: number) => Promise<boolean> | boolean,
): Promise<R> {
  if (!row) throw notFound(messages.posts.notFound);
  const { post } = row;
  if (post.status === "draft" && post.userId !== viewer?.id) throw notFound(messages.posts.notFound);
  if (!moderatedVisible(post, viewer)) throw notFound(messages.posts.notFound);
  if (row.parent?.status && !moderatedVisible(row.parent, viewer)) throw notFound(messages.posts.notFound);
  if (post.communityId && !viewer?.isAdmin && !(viewer && (await member(post.communityId)))) {
    throw forbidden(messages.posts.membersOnly);
  }
  return row;
}

/**
 * A post the viewer may see (mustSee), by id or uuid; for other modules that check a post as the post page does
 * (reach/watching), without the read service's lists and caches.
 */
export const visiblePost = async (
  repo: Pick<PostsRepository, "findOne" | "isMember">,
  idOrUuid: string,
  viewer: Viewer,
): Promise<PostRow> =>
  mustSee(await repo.findOne(idOrUuid), viewer, (communityId) => repo.isMember(communityId, viewer!.id));

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

  /** A post the viewer may see (mustSee). */
  const visible = (idOrUuid: string, viewer: Viewer): Promise<PostRow> => visiblePost(d.repo, idOrUuid, viewer);

  /**
   * A post page as the viewer may see it, read in one statement (post-page.repository.ts): the post with its
   * replies, its accepted answer first and the rest in `sort` order, its counters as stored (no view counted).
   */
  async function page(idOrUuid: string, viewer: Viewer, sort: ReplySort = "oldest") {
    const view = viewer ? { viewerKey: viewerKey(viewer.id, "", d.viewerSecret), hour: hourOf(Date.now()) } : undefined;
    const rows = await d.pages.rows(idOrUuid, viewer, sort, view);
    const row = await mustSee(rows[0], viewer, () => rows[0]!.viewerMember);
    const state: ViewerState = new Map(
      viewer ? rows.map((r) => [r.post.id, { reaction: r.viewerReaction ?? 0, bookmarked: r.viewerBookmarked }]) : [],
    );
    const [post, ...replies] = rows.map((r) => toPost(r, viewer, state, d, "whole"));
    return { row, data: { ...post!, replies } satisfies PostWithReplies };
  }

  /**
   * Counts the reader's view of a published post, once per viewer (a guest by `ip`) and hour; written later.
   * `written`: the page's read found this view in the database already (another instance, before a restart).
   */
  const recordView = (post: { id: number; status: string }, viewer: Viewer, ip: string, written = false) => {
    if (post.status !== "published") return;
    d.views.count(post.id, viewerKey(viewer?.id ?? null, ip, d.viewerSecret), Date.now(), written);
  };

  return {
    visible,
    present,
    page,
    recordView,

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
      const { row, data } = await page(idOrUuid, viewer, sort);
      if (countView) recordView(row.post, viewer, ip, row.viewerViewed);
      // The stored counter lags the views not yet written; the reader's own is among them.
      return { data: { ...data, views_count: data.views_count + d.views.pending(row.post.id) } };
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
