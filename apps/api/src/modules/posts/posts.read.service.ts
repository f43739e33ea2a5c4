import type { Page, Post, PostListQuery, PostWithReplies } from "@forum/contract";
import type { Db } from "../../db/client.ts";
import { forbidden, notFound, unauthenticated } from "../../platform/errors.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import { type ContentShown, toPost } from "./posts.presenter.ts";
import type { PostRow, PostsRepository } from "./posts.repository.ts";
import { countView } from "./posts.views.ts";

const SIMILAR_LIMIT = 5;

export type ReadDeps = PublicUrls & { db: Db; repo: PostsRepository };

/** Builds the next page's address from the same query, so a client can follow it as is. */
function nextPageUrl(publicUrl: string, query: PostListQuery, page: number, lastPage: number): string | null {
  if (page >= lastPage) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || key === "page") continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  params.set("page", String(page + 1));
  return `${publicUrl}/forum/api/v1/posts?${params}`;
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

  /** A post the viewer may see: drafts only to their author, community posts only to members. */
  async function visible(idOrUuid: string, viewer: Viewer): Promise<PostRow> {
    const row = await d.repo.findOne(idOrUuid);
    if (!row) throw notFound("Post not found");
    const { post } = row;
    if (post.status === "draft" && post.userId !== viewer?.id) throw notFound("Post not found");
    if (post.communityId && !viewer?.isAdmin) {
      const canSee = viewer ? await d.repo.isMember(post.communityId, viewer.id) : false;
      if (!canSee) throw forbidden("Only members of this community can see its posts.");
    }
    return row;
  }

  return {
    visible,
    present,

    async list(query: PostListQuery, viewer: Viewer): Promise<Page<Post>> {
      const drafts = query.status === "draft";
      if (drafts && !viewer) throw unauthenticated();
      const filter: PostFilter = {
        recent: !!query.recent,
        categoryIds: query.category_ids ?? [],
        communityId: query.community_id,
        userId: query.user_id,
        repliesOnly: !!query.replies_only,
        parentsOnly: !!query.parents_only,
        search: query.search || undefined,
        tag: query.tag || undefined,
        drafts,
      };
      const { rows, total } = await d.repo.listPage(filter, viewer, query.page, query.per_page);
      const lastPage = Math.max(1, Math.ceil(total / query.per_page));
      return {
        // A feed page is for phones: cards carry their preview; the owner's drafts are opened to be edited.
        data: await present(rows, viewer, drafts ? "whole" : "preview"),
        current_page: query.page,
        last_page: lastPage,
        per_page: query.per_page,
        total,
        next_page_url: nextPageUrl(d.publicUrl, query, query.page, lastPage),
      };
    },

    async show(idOrUuid: string, viewer: Viewer, viewerKey: string): Promise<{ data: PostWithReplies }> {
      const row = await visible(idOrUuid, viewer);
      if (row.post.status === "published" && (await countView(d.db, row.post.id, viewerKey))) row.post.viewsCount++;
      const replies = await d.repo.replies(row.post.id, viewer);
      const [post, ...comments] = await present([row, ...replies], viewer, "whole");
      return { data: { ...post!, replies: comments } };
    },

    async similar(idOrUuid: string, viewer: Viewer): Promise<{ data: Post[] }> {
      const row = await visible(idOrUuid, viewer);
      return { data: await present(await d.repo.similar(row.post, viewer, SIMILAR_LIMIT), viewer, "preview") };
    },
  };
}
export type PostsReadService = ReturnType<typeof createPostsReadService>;
