import { type SQL, sql } from "drizzle-orm";
import { communityMembers, posts, postTags, users, watches } from "./schema/index.ts";

/** A column or an expression of a statement: what the fragments below are about. */
type Expr = SQL | SQL.Aliased | { getSQL(): SQL };

/**
 * The post an item is in: itself for a post, the post at the top of its thread for a reply (a reply to a reply is
 * in the same post). Watch levels are kept on posts only, so a reply is watched or muted through its post.
 */
export const rootPostOf = (item: Expr) => sql`(with recursive up (id, parent_id) as (
    select up_post.id, up_post.parent_id from ${posts} up_post where up_post.id = ${item}
    union all select up_post.id, up_post.parent_id from ${posts} up_post join up on up_post.id = up.parent_id
  ) select up.id from up where up.parent_id is null)`;

/**
 * Whether `recipient` muted what `item` (a post or a reply) is in: its post, the post's community or one of its tags
 * (API.md "Reach": "Muted: no notification from it at all"). Every notification about a post is written only
 * `where not ${mutedBy(...)}`: the one place the rule lives. Its aliases (muted_root, mute, muted_tag) are its own:
 * `recipient` may name a column of the statement around it.
 */
export const mutedBy = (recipient: Expr, item: Expr) => sql`exists (
    select 1 from ${posts} muted_root join ${watches} mute on mute.user_id = ${recipient} and mute.level = 'muted'
    where muted_root.id = ${rootPostOf(item)}
      and (mute.post_id = muted_root.id or mute.community_id = muted_root.community_id
        or mute.tag_key in (select muted_tag.tag_key from ${postTags} muted_tag where muted_tag.post_id = muted_root.id)))`;

/**
 * Whether `reader` may see a published `post` (a row alias of posts): outside a community everyone; inside, its
 * members and admins (the post page's rule, posts.read.service.ts `mustSee`).
 */
export const mayRead = (reader: Expr, post: string) => sql`(${sql.raw(post)}.community_id is null
    or exists (select 1 from ${communityMembers} reader_member
      where reader_member.community_id = ${sql.raw(post)}.community_id and reader_member.user_id = ${reader})
    or exists (select 1 from ${users} reader_admin where reader_admin.id = ${reader} and reader_admin.is_admin))`;
