import { parsePostRef, type ReplySort } from "@forum/contract";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bookmarks,
  communities,
  communityMembers,
  postReactions,
  posts,
  postViews,
  users,
} from "../../db/schema/index.ts";
import { replyOrder } from "./answers.repository.ts";
import type { Viewer } from "./posts.filters.ts";
import { parent, postColumns } from "./posts.repository.ts";

/** A page shows at most this many replies (as many as the page could ever draw). */
const REPLIES_LIMIT = 500;

const viewer = sql.placeholder("viewer");
const member = (communityId: SQL | typeof posts.communityId) =>
  sql`exists (select 1 from ${communityMembers} m where m.community_id = ${communityId} and m.user_id = ${viewer})`;

/**
 * What a signed-in reader's page adds to each row: their membership, like or dislike, and bookmark; and whether their
 * view of the post this hour is written already (by any instance), so it is not shown as a new one.
 */
const readerColumns = {
  viewerViewed: sql<boolean>`(${posts.id} = (select id from page_target) and exists (select 1
    from ${postViews} v where v.post_id = ${posts.id} and v.viewer_key = ${sql.placeholder("viewerKey")}
    and v.hour = ${sql.placeholder("hour")}))`,
  viewerMember: sql<boolean>`${member(posts.communityId)}`,
  viewerReaction: sql<number | null>`(select r.value from ${postReactions} r
    where r.post_id = ${posts.id} and r.user_id = ${viewer})`,
  viewerBookmarked: sql<boolean>`exists (select 1 from ${bookmarks} b where b.post_id = ${posts.id} and b.user_id = ${viewer})`,
};
const guestColumns = {
  viewerViewed: sql<boolean>`false`,
  viewerMember: sql<boolean>`false`,
  viewerReaction: sql<number | null>`null::smallint`,
  viewerBookmarked: sql<boolean>`false`,
};

/**
 * The replies a reader sees (posts.repository.ts `replies` before it): published ones and the reader's own hidden
 * ones; community replies only to members, and admins see every community.
 */
const repliesShown = (signedIn: boolean) =>
  signedIn
    ? sql`(${posts.status} = 'published' or (${posts.status} = 'hidden' and ${posts.userId} = ${viewer}))
        and (${sql.placeholder("admin")}::boolean or ${posts.communityId} is null or ${member(posts.communityId)})`
    : sql`${posts.status} = 'published' and ${posts.communityId} is null`;

/**
 * A post page in one statement: the post's row (whatever its status: the service decides who may see it), then its
 * replies as `repliesShown`, its accepted answer first and the rest in `sort` order (answers.repository.ts). Named:
 * PostgreSQL plans it once per connection, and Drizzle builds its SQL once (building it took a quarter of a post
 * page's CPU). The post is found by id or uuid (the other is null), once, in a CTE.
 */
function pageStatement(db: Db, sort: ReplySort, signedIn: boolean) {
  const target = db.$with("page_target").as(
    db
      .select({ id: posts.id, acceptedReplyId: posts.acceptedReplyId })
      .from(posts)
      .where(sql`${posts.id} = ${sql.placeholder("id")} or ${posts.uuid} = ${sql.placeholder("uuid")}`)
      .limit(1),
  );
  const isTarget = sql`${posts.id} = (select id from page_target)`;
  // The accepted reply leads while it is published; a hidden one falls where its date puts it (its author sees it).
  const accepted = sql`coalesce(${posts.id} = (select accepted_reply_id from page_target)
    and ${posts.status} = 'published', false)`;
  return db
    .with(target)
    .select({ ...postColumns, ...(signedIn ? readerColumns : guestColumns) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(communities, eq(communities.id, posts.communityId))
    .leftJoin(parent, eq(parent.id, posts.parentId))
    .where(sql`${isTarget} or (${posts.parentId} = (select id from page_target) and ${repliesShown(signedIn)})`)
    .orderBy(desc(isTarget), desc(accepted), ...replyOrder(sort, null))
    .limit(REPLIES_LIMIT + 1)
    .prepare(`post_page_${sort}_${signedIn ? "reader" : "guest"}`);
}
type PageStatement = ReturnType<typeof pageStatement>;
export type PostPageRow = Awaited<ReturnType<PageStatement["execute"]>>[number];

export function createPostPageRepository(db: Db) {
  const statements = new Map<string, PageStatement>();
  const statement = (sort: ReplySort, signedIn: boolean) => {
    const key = `${sort}:${signedIn}`;
    const found = statements.get(key) ?? pageStatement(db, sort, signedIn);
    statements.set(key, found);
    return found;
  };

  return {
    /**
     * The post (first) and the replies `reader` sees, with the reader's own state on each ([] when no such post); for
     * a reader, `view` says whose view of which hour (view-counter.ts) to look for.
     */
    async rows(
      idOrUuid: string,
      reader: Viewer,
      sort: ReplySort = "oldest",
      view = { viewerKey: "", hour: 0 },
    ): Promise<PostPageRow[]> {
      const ref = parsePostRef(idOrUuid);
      if (!ref) return [];
      const at = "id" in ref ? { id: ref.id, uuid: null } : { id: null, uuid: ref.uuid };
      return statement(sort, !!reader).execute(
        reader ? { ...at, ...view, viewer: reader.id, admin: reader.isAdmin } : at,
      );
    },
  };
}
export type PostPageRepository = ReturnType<typeof createPostPageRepository>;
