import { type CategoryRef, parsePostRef } from "@forum/contract";
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  bookmarks,
  categories,
  communities,
  communityMembers,
  postCategories,
  postReactions,
  posts,
  postTags,
  users,
} from "../../db/schema/index.ts";
import { createTtlCache } from "../../platform/ttl-cache.ts";
import { createPostRowsCache } from "./post-rows-cache.ts";
import { filterConditions, type PostFilter, searchTerms, type Viewer, visibleTo } from "./posts.filters.ts";
import { tagPosition } from "./tags-order.ts";

const parent = alias(posts, "parent");
// The search vector is for WHERE only: selecting it would widen every row the lists read.
const { search: _searchVector, ...postFields } = getTableColumns(posts);

/** Everything a Post answer needs, in one row: the post, its author, community, parent, categories and tags. */
const postColumns = {
  post: postFields,
  author: {
    id: users.id,
    email: users.email,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    profileImage: users.profileImage,
  },
  community: { id: communities.id, name: communities.name },
  parent: { uuid: parent.uuid, title: parent.title },
  categories: sql<
    CategoryRef[]
  >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
    from ${postCategories} pc join ${categories} c on c.id = pc.category_id where pc.post_id = ${posts.id}), '[]'::json)`,
  tags: sql<string[]>`coalesce((select array_agg(t.tag order by ${tagPosition(posts.tagsText, sql`t.tag`)}, t.tag)
    from ${postTags} t where t.post_id = ${posts.id}), '{}')`,
};

export type ViewerState = Map<number, { reaction: number; bookmarked: boolean }>;

function ordering(f: PostFilter): SQL[] {
  if (f.drafts) return [desc(posts.updatedAt), desc(posts.id)];
  if (f.search && !f.recent) {
    return [
      desc(sql`ts_rank_cd(${posts.search}, ${searchTerms(f.search).query})`),
      desc(posts.createdAt),
      desc(posts.id),
    ];
  }
  // The home feed rewards recent engagement; every other list (a student's posts, replies, a community) is newest first.
  const hot = !f.recent && f.parentsOnly && !f.userId && !f.communityId;
  return hot ? [desc(posts.hotScore), desc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
}

/** How long a list's total and a guest's page are reused before they are read again (writes clear both at once). */
const TOTALS_TTL_MS = 10_000;
const GUEST_PAGE_TTL_MS = 3_000;

/** What the post caches may hold, each: content dominates a row's size (a JS string is 2 bytes a character). */
const CACHE_BYTES = 32 * 1024 * 1024;
const rowSize = (row: PostRow) => 2 * (row.post.content.length + row.post.contentText.length) + 1_024;

/** The one query shape every Post answer is read with. */
const selectPosts = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(communities, eq(communities.id, posts.communityId))
    .leftJoin(parent, eq(parent.id, posts.parentId));

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export function createPostsRepository(db: Db) {
  // Totals are approximate between writes anyway: an expired one is answered while one count refreshes it.
  const totals = createTtlCache<number>(TOTALS_TTL_MS, 5_000, { serveStale: true });
  // Both hold posts' content, up to 64 KB a row: bounded by size as well as by count, so pages of long posts asked
  // for in many ways cannot pile up (a page's rows are the cached rows' objects until the row cache empties).
  const guestPages = createTtlCache<{ rows: PostRow[]; total: number }>(GUEST_PAGE_TTL_MS, 1_000, {
    maxBytes: CACHE_BYTES,
    sizeOf: (page) => page.rows.reduce((sum, row) => sum + rowSize(row), 0),
  });
  const rowCache = createPostRowsCache<PostRow>(GUEST_PAGE_TTL_MS, { maxBytes: CACHE_BYTES, sizeOf: rowSize });
  const select = () => selectPosts(db);
  // Named statements: PostgreSQL plans them once per connection. Planning this many-joined row query took longer than
  // running it (about 3 ms against 1 ms for a page), and every page and signed-in feed request runs it.
  const rowsByIds = select()
    .where(sql`${posts.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("posts_rows_by_ids");
  const stateByIds = db
    .select({ postId: posts.id, reaction: postReactions.value, bookmarkId: bookmarks.id })
    .from(posts)
    .leftJoin(
      postReactions,
      and(eq(postReactions.postId, posts.id), eq(postReactions.userId, sql.placeholder("viewer"))),
    )
    .leftJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, sql.placeholder("viewer"))))
    .where(sql`${posts.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("posts_viewer_state");

  async function listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number) {
    const where = filterConditions(f, viewer);
    // Counting every matching row costs more than the page itself, so totals are cached briefly (see clearCaches).
    const totalKey = JSON.stringify([f, viewer?.id ?? 0, viewer?.isAdmin ?? false]);
    // The page's ids first (ordered and skipped on the index alone), then only those rows with their joins, so a
    // deep page does not build the skipped rows' authors, categories and tags.
    const pageIds = async () => {
      const ids = (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(where)
          .orderBy(...ordering(f))
          .limit(perPage)
          .offset((page - 1) * perPage)
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      return rowCache.get(ids, async (missing) =>
        (await rowsByIds.execute({ ids: missing })).map((row) => ({ id: row.post.id, row })),
      );
    };
    const [rows, total] = await Promise.all([
      pageIds(),
      totals.get(totalKey, async () => (await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0),
    ]);
    return { rows, total };
  }

  return {
    /** Which posts a list holds changed (the cache bus's `posts-changed`, from any instance). */
    clearCaches: () => {
      totals.clear();
      guestPages.clear();
      rowCache.clear();
    },

    /** A post's counters changed (a like or dislike; `post-changed`): its cached row goes. */
    forgetPost: (id: number) => rowCache.forget(id),

    /**
     * A page of a list. Guests all see the same pages, and most readers are guests, so a guest's page (search aside:
     * its terms rarely repeat) is shared for a few seconds; writes clear it (clearCaches). Counters on a shared page
     * may lag by those seconds.
     */
    listPage(f: PostFilter, viewer: Viewer, page: number, perPage: number) {
      if (viewer || f.search || f.drafts) return listPage(f, viewer, page, perPage);
      return guestPages.get(JSON.stringify([f, page, perPage]), () => listPage(f, viewer, page, perPage));
    },

    /** By numeric id or uuid, whatever its status: the service decides who may see it. */
    async findOne(idOrUuid: string) {
      const ref = parsePostRef(idOrUuid);
      if (!ref) return undefined;
      return (
        await select()
          .where("id" in ref ? eq(posts.id, ref.id) : eq(posts.uuid, ref.uuid))
          .limit(1)
      )[0];
    },

    /** Published posts by id that the viewer may see (in no particular order). */
    findMany: (ids: number[], viewer: Viewer) =>
      ids.length
        ? select().where(and(inArray(posts.id, ids), eq(posts.status, "published"), visibleTo(viewer)))
        : Promise.resolve([]),

    /** A post's comments, oldest first. */
    replies: (postId: number, viewer: Viewer) =>
      select()
        .where(and(eq(posts.parentId, postId), eq(posts.status, "published"), visibleTo(viewer)))
        .orderBy(asc(posts.createdAt), asc(posts.id))
        .limit(500),

    /** Up to `limit` published posts sharing a category or tag with the post, best engaged first; never itself. */
    similar: (post: { id: number }, viewer: Viewer, limit: number) =>
      select()
        .where(
          and(
            eq(posts.status, "published"),
            eq(posts.type, "post"),
            ne(posts.id, post.id),
            visibleTo(viewer),
            sql`(exists (select 1 from ${postCategories} a join ${postCategories} b on a.category_id = b.category_id
                   where a.post_id = ${posts.id} and b.post_id = ${post.id})
                 or exists (select 1 from ${postTags} a join ${postTags} b on a.tag_key = b.tag_key
                   where a.post_id = ${posts.id} and b.post_id = ${post.id}))`,
          ),
        )
        .orderBy(desc(posts.hotScore), desc(posts.id))
        .limit(limit),

    isMember: async (communityId: number, userId: number) =>
      (
        await db
          .select({ one: sql<number>`1` })
          .from(communityMembers)
          .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
          .limit(1)
      ).length === 1,

    /** The caller's like/dislike and bookmark on these posts, in one query. */
    async viewerState(viewerId: number, postIds: number[]): Promise<ViewerState> {
      const state: ViewerState = new Map();
      if (postIds.length === 0) return state;
      const rows = await stateByIds.execute({ viewer: viewerId, ids: postIds });
      for (const r of rows) state.set(r.postId, { reaction: r.reaction ?? 0, bookmarked: r.bookmarkId !== null });
      return state;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
