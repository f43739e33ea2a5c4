import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { communityMembers, postCategories, posts, postTags } from "../../db/schema/index.ts";
import type { Viewer } from "./posts.filters.ts";
import { selectPosts, visibleTo } from "./posts.repository.ts";

/** How many of the best engaged posts `similar` looks through first (each checked by two index probes). */
const SIMILAR_SCAN = 1_000;

/**
 * The ids of up to `limit` posts like `post` among the SIMILAR_SCAN best engaged the viewer may see, best first: read
 * down the hot index, each checked for a shared category or tag by a probe (one hashed sub-plan over a category's
 * every post took 90 ms at 100k posts).
 */
function similarIds(signedIn: boolean) {
  const post = sql.placeholder("post");
  const visible = signedIn
    ? sql`(${sql.placeholder("admin")}::boolean or p.community_id is null or exists (select 1 from ${communityMembers} m
        where m.community_id = p.community_id and m.user_id = ${sql.placeholder("viewer")}))`
    : sql`p.community_id is null`;
  return sql`array(select top.id from (select p.id, p.hot_score from ${posts} p
      where p.status = 'published' and p.type = 'post' and ${visible}
      order by p.hot_score desc, p.id desc limit ${SIMILAR_SCAN}) top
    where top.id <> ${post} and (
      coalesce((select true from ${postCategories} a where a.post_id = top.id and a.category_id = any(array(
        select category_id from ${postCategories} where post_id = ${post})) limit 1), false)
      or coalesce((select true from ${postTags} a where a.post_id = top.id and a.tag_key = any(array(
        select tag_key from ${postTags} where post_id = ${post})) limit 1), false))
    order by top.hot_score desc, top.id desc limit ${sql.placeholder("limit")})`;
}

/**
 * Up to `limit` published posts sharing a category or tag with the post, best engaged first; never itself. Found
 * among the best engaged first (similarIds); only when those hold too few, by a look through every post.
 */
export function createSimilarRepository(db: Db) {
  const select = () => selectPosts(db);
  const similarTop = (signedIn: boolean) =>
    select()
      .where(sql`${posts.id} = any(${similarIds(signedIn)})`)
      .orderBy(desc(posts.hotScore), desc(posts.id))
      .prepare(signedIn ? "posts_similar_reader" : "posts_similar_guest");
  const similarFor = { guest: similarTop(false), reader: similarTop(true) };
  // The look through every post, for a post whose likes are rare among the best engaged.
  const similarAll = (post: { id: number }, viewer: Viewer, limit: number) =>
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
      .limit(limit);
  return {
    similar: async (post: { id: number }, viewer: Viewer, limit: number) => {
      const top = await (viewer
        ? similarFor.reader.execute({ post: post.id, limit, viewer: viewer.id, admin: viewer.isAdmin })
        : similarFor.guest.execute({ post: post.id, limit }));
      return top.length >= limit ? top : similarAll(post, viewer, limit);
    },
  };
}
export type SimilarRepository = ReturnType<typeof createSimilarRepository>;
