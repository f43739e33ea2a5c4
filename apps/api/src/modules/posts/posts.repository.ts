import { type CategoryRef, parsePostRef } from "@forum/contract";
import { and, count, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
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
import { answerCondition } from "./answers.repository.ts";
import type { PostFilter, Viewer } from "./posts.filters.ts";
import { createSearchRepository, type SearchTotal } from "./search.repository.ts";
import { createSimilarRepository } from "./similar.repository.ts";

/** Community posts (and their comments) are only for members; admins moderate everything. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  const member = viewer
    ? sql`exists (select 1 from ${communityMembers} where ${communityMembers.communityId} = ${posts.communityId} and ${communityMembers.userId} = ${viewer.id})`
    : sql`false`;
  return or(isNull(posts.communityId), member);
}

/**
 * Which statuses a list shows: published ones, and the caller's own drafts when asked. A student's own lists on their
 * profile also show what a moderator hid of theirs (marked hidden, with the reason), so they can find it; nobody
 * else's list does, admins' included (they have the report queue).
 */
function statusCondition(f: PostFilter, viewer: Viewer): SQL | undefined {
  if (f.drafts && viewer) return and(eq(posts.status, "draft"), eq(posts.userId, viewer.id));
  if (viewer && f.userId === viewer.id) return inArray(posts.status, ["published", "hidden"]);
  return eq(posts.status, "published");
}

/**
 * A reply to a hidden or removed post goes with it: listing it would show what it answers (title and link). A scalar
 * subquery, one primary-key read per reply met: as EXISTS the planner hashed every published post's id first (10 to
 * 60 ms at 100k posts) even for a page of 20 read from an index.
 */
const parentPublished = sql`(${posts.parentId} is null or (select p.status from ${posts} p
  where p.id = ${posts.parentId}) = 'published')`;

/** Every condition of a list but its search (search.repository.ts adds that). */
function filterConditions(f: PostFilter, viewer: Viewer): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    statusCondition(f, viewer),
    f.parentsOnly ? eq(posts.type, "post") : parentPublished,
    f.repliesOnly ? eq(posts.type, "comment") : undefined,
    f.communityId ? eq(posts.communityId, f.communityId) : undefined,
    visibleTo(viewer),
    answerCondition(f.answers),
  ];
  if (f.userId) {
    // A student's anonymous posts are listed only to that student (and moderators).
    const own = viewer && (viewer.id === f.userId || viewer.isAdmin);
    conditions.push(eq(posts.userId, f.userId), own ? undefined : eq(posts.anonymous, false));
  }
  if (f.categoryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${postCategories} where ${postCategories.postId} = ${posts.id} and ${inArray(postCategories.categoryId, f.categoryIds)})`,
    );
  }
  if (f.tag) {
    conditions.push(
      sql`exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagKey} = ${f.tag.trim().toLowerCase()})`,
    );
  }
  return and(...conditions);
}

/** The home feed as first asked for: top-level posts, hot or newest, nothing else narrowing them (any other field set). */
const isHomeFeed = (f: PostFilter) =>
  f.parentsOnly &&
  Object.entries(f).every(
    ([key, value]) =>
      key === "parentsOnly" || key === "recent" || !value || (Array.isArray(value) && value.length === 0),
  );

/** A tag's place in posts.tags_text (written by tagsText, tags-order.ts); 0 for rows written before the order was kept. */
const tagPosition = (tag: SQL) => sql`strpos(', ' || ${posts.tagsText} || ',', ', ' || ${tag} || ',')`;

export const parent = alias(posts, "parent");
// The search vector is for WHERE only: selecting it would widen every row the lists read.
const { search: _searchVector, ...postFields } = getTableColumns(posts);

/** Everything a Post answer needs, in one row: the post, its author, community, parent, categories and tags. */
export const postColumns = {
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
  parent: {
    uuid: parent.uuid,
    title: parent.title,
    status: parent.status,
    userId: parent.userId,
    acceptedReplyId: parent.acceptedReplyId,
  },
  acceptedReplyUuid: sql<string | null>`(select a.uuid from ${posts} a
    where a.id = ${posts.acceptedReplyId} and a.status = 'published')`,
  duplicateOf: sql<{
    uuid: string;
    title: string | null;
  } | null>`(select json_build_object('uuid', o.uuid, 'title', o.title)
    from ${posts} o where o.id = ${posts.duplicateOfId})`,
  categories: sql<
    CategoryRef[]
  >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
    from ${postCategories} pc join ${categories} c on c.id = pc.category_id where pc.post_id = ${posts.id}), '[]'::json)`,
  tags: sql<string[]>`coalesce((select array_agg(t.tag order by ${tagPosition(sql`t.tag`)}, t.tag)
    from ${postTags} t where t.post_id = ${posts.id}), '{}')`,
};

export type ViewerState = Map<number, { reaction: number; bookmarked: boolean }>;

function ordering(f: PostFilter): SQL[] {
  if (f.drafts) return [desc(posts.updatedAt), desc(posts.id)];
  // The home feed rewards recent engagement; every other list (a student's posts, replies, a community) is newest first.
  const hot = !f.recent && f.parentsOnly && !f.userId && !f.communityId;
  return hot ? [desc(posts.hotScore), desc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
}

/** The one query shape every Post answer is read with. */
export const selectPosts = (db: Db) =>
  db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(communities, eq(communities.id, posts.communityId))
    .leftJoin(parent, eq(parent.id, posts.parentId));

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export function createPostsRepository(db: Db) {
  const select = () => selectPosts(db);
  const search = createSearchRepository(db);
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
  // Every write, like, answer and revision reads its post by findOne first (read.visible).
  const byId = select()
    .where(eq(posts.id, sql.placeholder("id")))
    .limit(1)
    .prepare("posts_find_by_id");
  const byUuid = select()
    .where(eq(posts.uuid, sql.placeholder("uuid")))
    .limit(1)
    .prepare("posts_find_by_uuid");
  const member = db
    .select({ one: sql<number>`1` })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, sql.placeholder("community")),
        eq(communityMembers.userId, sql.placeholder("user")),
      ),
    )
    .limit(1)
    .prepare("posts_is_member");
  // The home feed's page ids (hot or newest, for a guest or a student), prepared: every signed-in feed request asks
  // for them, and building this SQL anew each time cost more CPU than PostgreSQL's answer. The same conditions and
  // order as any other list's (filterConditions, ordering), with the student's id as a parameter.
  const homeFeedIds: Record<string, ReturnType<typeof homeFeedStatement>> = {};
  const homeFeedStatement = (recent: boolean, signedIn: boolean) => {
    const f: PostFilter = { recent, parentsOnly: true, repliesOnly: false, categoryIds: [], drafts: false };
    const viewer = signedIn ? ({ id: sql.placeholder("viewer"), isAdmin: false } as unknown as Viewer) : null;
    return db
      .select({ id: posts.id })
      .from(posts)
      .where(filterConditions(f, viewer))
      .orderBy(...ordering(f))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`posts_home_feed_ids_${recent ? "new" : "hot"}_${signedIn ? "student" : "guest"}`);
  };
  for (const recent of [false, true])
    for (const signedIn of [false, true]) homeFeedIds[`${recent}:${signedIn}`] = homeFeedStatement(recent, signedIn);
  /** The page's ids when the list is the home feed (admins see every community: theirs is built as any list). */
  const homeFeedPage = async (f: PostFilter, viewer: Viewer, page: number, perPage: number) => {
    if (!isHomeFeed(f) || viewer?.isAdmin) return undefined;
    const statement = homeFeedIds[`${f.recent}:${!!viewer}`]!;
    const rows = await statement.execute({ viewer: viewer?.id, limit: perPage, offset: (page - 1) * perPage });
    return rows.map((r) => r.id);
  };

  /** A search's total: exact when small, else estimated; with its ids in page order when it read them. */
  const searchTotal = (f: PostFilter & { search: string }, viewer: Viewer) =>
    search.total(filterConditions(f, viewer), f.search, f.recent);
  /**
   * A search's page of ids, given its total: a slice of the ids the total put in order, or (a large search newest
   * first) a walk down the index (search.repository.ts).
   */
  const searchPageIds = async (
    f: PostFilter & { search: string },
    viewer: Viewer,
    page: number,
    perPage: number,
    { ordered }: SearchTotal,
  ) =>
    ordered
      ? ordered.slice((page - 1) * perPage, page * perPage)
      : search.pageIds(filterConditions(f, viewer), f.search, page, perPage);

  return {
    /**
     * The ids of a list's page, ordered and skipped on the index alone; the rows come after (rowsByIds), so a deep
     * page does not build the skipped rows' authors, categories and tags.
     */
    pageIds: async (f: PostFilter, viewer: Viewer, page: number, perPage: number) => {
      if (f.search) {
        // As posts.cache.ts reads a search, in two steps (it keeps the total, and with it the ids in page order).
        const searched = { ...f, search: f.search };
        return searchPageIds(searched, viewer, page, perPage, await searchTotal(searched, viewer));
      }
      const home = await homeFeedPage(f, viewer, page, perPage);
      if (home) return home;
      return (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(filterConditions(f, viewer))
          .orderBy(...ordering(f))
          .limit(perPage)
          .offset((page - 1) * perPage)
      ).map((r) => r.id);
    },

    /** How many posts the list holds: costs more than a page, so the posts cache keeps it a while. */
    count: async (f: PostFilter, viewer: Viewer) => {
      if (f.search) return (await search.total(filterConditions(f, viewer), f.search, f.recent)).total;
      return (await db.select({ n: count() }).from(posts).where(filterConditions(f, viewer)))[0]?.n ?? 0;
    },

    /** A search's total: exact when small, else estimated (search.repository.ts). */
    searchTotal,
    searchPageIds,

    /** The rows of these posts, whatever their status (in no particular order). */
    rowsByIds: (ids: number[]) => rowsByIds.execute({ ids }),

    /** By numeric id or uuid, whatever its status: the service decides who may see it. */
    async findOne(idOrUuid: string) {
      const ref = parsePostRef(idOrUuid);
      if (!ref) return undefined;
      return ("id" in ref ? await byId.execute({ id: ref.id }) : await byUuid.execute({ uuid: ref.uuid }))[0];
    },

    /** Published posts by id that the viewer may see (in no particular order). */
    findMany: (ids: number[], viewer: Viewer) =>
      ids.length
        ? select().where(and(inArray(posts.id, ids), eq(posts.status, "published"), visibleTo(viewer)))
        : Promise.resolve([]),

    /** Up to `limit` published posts sharing a category or tag with the post, best engaged first (similar.repository.ts). */
    similar: createSimilarRepository(db).similar,

    isMember: async (communityId: number, userId: number) =>
      (await member.execute({ community: communityId, user: userId })).length === 1,

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
