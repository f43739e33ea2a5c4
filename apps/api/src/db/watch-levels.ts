import { type SQL, sql } from "drizzle-orm";
import { communityMembers, posts, postTags, users, watches } from "./schema/index.ts";

/** A column or an expression of a statement: what the fragments below are about. */
type Expr = SQL | SQL.Aliased | { getSQL(): SQL };

/**
 * The post an item is in: itself for a post, the post at the top of its thread for a reply (a reply to a reply is
 * in the same post). Watch levels are kept on posts only, so a reply is watched or muted through its post.
 */
export const rootPostOf = (item: Expr) => sql`(with recursive up (id, parent_id) as (
    select p.id, p.parent_id from ${posts} p where p.id = ${item}
    union all select p.id, p.parent_id from ${posts} p join up on p.id = up.parent_id
  ) select up.id from up where up.parent_id is null)`;

/**
 * Whether `recipient` muted what `item` (a post or a reply) is in: its post, the post's community or one of its tags
 * (API.md "Reach": "Muted: no notification from it at all"). Every notification about a post is written only
 * `where not ${mutedBy(...)}`: the one place the rule lives.
 */
export const mutedBy = (recipient: Expr, item: Expr) => sql`exists (
    select 1 from ${posts} muted_root join ${watches} w on w.user_id = ${recipient} and w.level = 'muted'
    where muted_root.id = ${rootPostOf(item)}
      and (w.post_id = muted_root.id or w.community_id = muted_root.community_id
        or w.tag_key in (select t.tag_key from ${postTags} t where t.post_id = muted_root.id)))`;

/**
 * Whether `reader` may see a published `post` (a row alias of posts): outside a community everyone; inside, its
 * members and admins (the post page's rule, posts.read.service.ts `mustSee`).
 */
export const mayRead = (reader: Expr, post: string) => sql`(${sql.raw(post)}.community_id is null
    or exists (select 1 from ${communityMembers} m where m.community_id = ${sql.raw(post)}.community_id
      and m.user_id = ${reader})
    or exists (select 1 from ${users} a where a.id = ${reader} and a.is_admin))`;
