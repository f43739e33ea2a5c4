import type { NotificationData } from "@forum/contract";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { notifications, posts, postTags, publicUserColumns, users, watches } from "../../db/schema/index.ts";
import { mayRead, mutedBy, rootPostOf } from "../../db/watch-levels.ts";

const parent = alias(posts, "parent");
const item = {
  id: posts.id,
  uuid: posts.uuid,
  title: posts.title,
  text: posts.contentText,
  anonymous: posts.anonymous,
};

type Insert = { actorId: number; postId: number; data: NotificationData };

/**
 * Not the students told of the same item by a `mention` already (the mention outranks: notifications.repository.ts
 * insertMentions removes a `watched` row written before it), and not those who muted it.
 */
const notToldOtherwise = (
  replyId: number | null,
  postId: number,
) => sql`not ${mutedBy(sql`w.user_id`, sql`${postId}::int`)}
  and not exists (select 1 from ${notifications} m where m.type = 'mention' and m.user_id = w.user_id
    and m.post_id = ${postId} and m.reply_id is not distinct from ${replyId}::int)`;

const rows = (result: unknown) => (result as { rows: { userId: number }[] }).rows;

/** `watched` notifications (API.md "Reach"): one statement per new reply or post, however many watch it. */
export function createWatchedNotificationsRepository(db: Db) {
  return {
    /** A published reply, what it answers (published too) and its writer. */
    replyContext: async (replyId: number) =>
      (
        await db
          .select({
            reply: item,
            parent: {
              id: parent.id,
              uuid: parent.uuid,
              title: parent.title,
              text: parent.contentText,
              userId: parent.userId,
            },
            actor: publicUserColumns,
          })
          .from(posts)
          .innerJoin(parent, and(eq(parent.id, posts.parentId), eq(parent.status, "published")))
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(eq(posts.id, replyId), eq(posts.status, "published")))
      )[0],

    /** A published post (not a reply) and its writer. */
    postContext: async (postId: number) =>
      (
        await db
          .select({ post: item, actor: publicUserColumns })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(eq(posts.id, postId), eq(posts.status, "published"), eq(posts.type, "post")))
      )[0],

    /**
     * Every student watching the post a reply is in hears of it, but for its writer and the author of what it answers
     * (told by a `reply`), those who cannot read the post (its community's members only), and those told otherwise.
     */
    forReply: async (v: Insert & { replyId: number; answeredId: number }) =>
      rows(
        await db.execute(sql`insert into ${notifications} (user_id, type, actor_id, post_id, reply_id, data)
          select w.user_id, 'watched', ${v.actorId}::int, ${v.postId}::int, ${v.replyId}::int, ${JSON.stringify(v.data)}::jsonb
          from ${watches} w join ${posts} root on root.id = w.post_id
          where w.post_id = ${rootPostOf(sql`${v.replyId}::int`)} and w.level = 'watching'
            and w.user_id <> ${v.actorId}::int and w.user_id <> ${v.answeredId}::int
            and root.status = 'published' and ${mayRead(sql`w.user_id`, "root")}
            and ${notToldOtherwise(v.replyId, v.postId)}
          on conflict do nothing
          returning user_id as "userId"`),
      ),

    /**
     * Every student watching the new post's community or one of its tags hears of it once (the union, and
     * notifications_watched_key), but for its writer, those who cannot read it and those told otherwise.
     */
    forPost: async (v: Insert) =>
      rows(
        await db.execute(sql`insert into ${notifications} (user_id, type, actor_id, post_id, reply_id, data)
          select w.user_id, 'watched', ${v.actorId}::int, p.id, null::int, ${JSON.stringify(v.data)}::jsonb
          from ${posts} p cross join lateral (
            select c.user_id from ${watches} c where c.community_id = p.community_id and c.level = 'watching'
            union
            select t.user_id from ${watches} t
            where t.tag_key in (select pt.tag_key from ${postTags} pt where pt.post_id = p.id) and t.level = 'watching'
          ) w
          where p.id = ${v.postId}::int and p.status = 'published' and w.user_id <> ${v.actorId}::int
            and ${mayRead(sql`w.user_id`, "p")} and ${notToldOtherwise(null, v.postId)}
          on conflict do nothing
          returning user_id as "userId"`),
      ),
  };
}
export type WatchedNotificationsRepository = ReturnType<typeof createWatchedNotificationsRepository>;
