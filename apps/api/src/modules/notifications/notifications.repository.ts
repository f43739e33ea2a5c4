import type { NotificationData } from "@forum/contract";
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { notifications, posts, publicUserColumns, users } from "../../db/schema/index.ts";
import { mutedBy } from "../../db/watch-levels.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

const parent = alias(posts, "parent");
/** How much of a reply's text its notification keeps. */
export const REPLY_PREVIEW = 300;
/** How much of a comment's text names it where a post would show its title. */
export const TITLE_PREVIEW = 60;

/** The liker is read live (for likes only); a reply's author lives in the data snapshot, null when anonymous. */
const liker = alias(users, "liker");
const listColumns = {
  id: notifications.id,
  type: notifications.type,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  liker: {
    id: liker.id,
    username: liker.username,
    firstName: liker.firstName,
    lastName: liker.lastName,
    profileImage: liker.profileImage,
  },
};

/** What the caller's search matches: the post's title, the reply, and the name shown for who acted. */
function matches(search: string): SQL | undefined {
  if (!search) return undefined;
  const p = containsPattern(search);
  const d = notifications.data;
  return or(
    sql`${d}->>'post_title' ilike ${p}`,
    sql`${d}->>'reply_content' ilike ${p}`,
    sql`concat_ws(' ', ${d}->'reply_owner'->'meta'->>'username', ${d}->'reply_owner'->'meta'->>'first_name', ${d}->'reply_owner'->'meta'->>'last_name') ilike ${p}`,
    sql`concat_ws(' ', ${liker.username}, ${liker.firstName}, ${liker.lastName}) ilike ${p}`,
  );
}

/**
 * What moderation leaves of a user's notifications: one about a post or reply a moderator hid stays only for the
 * hidden item's author (who still sees it, marked hidden), one about a removed item goes; the outcome of a report
 * ('report') stays whatever the post became, as it is the news; a task review ('task_review') is about no post.
 */
const shown = (userId: number) => {
  const seen = (id: SQL | typeof notifications.postId) =>
    sql`exists (select 1 from ${posts} seen where seen.id = ${id}
      and (seen.status = 'published' or (seen.status = 'hidden' and seen.user_id = ${userId})))`;
  return sql`(${notifications.type} in ('report', 'task_review') or (${seen(notifications.postId)}
    and (${notifications.replyId} is null or ${seen(sql`${notifications.replyId}`)})))`;
};

/** What a notification about a post says, the same for each of its recipients. */
export type About = { actorId: number; postId: number; replyId: number | null; data: NotificationData };

/**
 * Writes a notification of `type` about post (or reply) `postId` to each of `userIds` who has not muted what it is in
 * (db/watch-levels.ts `mutedBy`), in one statement; `conflict` is the type's `on conflict` clause. Answers who was
 * notified. Every notification about a post is written here.
 */
export async function insertAbout(
  db: Db,
  type: "reply" | "like" | "mention" | "accepted",
  v: About,
  userIds: number[],
  conflict: SQL = sql``,
): Promise<{ id: number; userId: number }[]> {
  if (!userIds.length) return [];
  const result = await db.execute(sql`insert into ${notifications} (user_id, type, actor_id, post_id, reply_id, data)
    select r.user_id, ${type}, ${v.actorId}::int, ${v.postId}::int, ${v.replyId}::int, ${JSON.stringify(v.data)}::jsonb
    from unnest(${sql.param(userIds)}::int[]) r (user_id)
    where not ${mutedBy(sql`r.user_id`, sql`${v.postId}::int`)}
    ${conflict}
    returning id, user_id as "userId"`);
  return (result as unknown as { rows: { id: number; userId: number }[] }).rows;
}

export function createNotificationsRepository(db: Db) {
  const mine = (userId: number, id?: number) =>
    id === undefined
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), eq(notifications.id, id));

  // What a reply's or a mention's notification says of the post it answers.
  const parentColumns = {
    id: parent.id,
    uuid: parent.uuid,
    title: parent.title,
    text: parent.contentText,
    userId: parent.userId,
  };

  return {
    /** A reply with what its notification needs: the parent it answers and the replier. */
    replyContext: async (replyId: number) =>
      (
        await db
          .select({
            reply: { id: posts.id, uuid: posts.uuid, text: posts.contentText, anonymous: posts.anonymous },
            parent: parentColumns,
            actor: publicUserColumns,
          })
          .from(posts)
          .innerJoin(parent, eq(parent.id, posts.parentId))
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(eq(posts.id, replyId), eq(posts.status, "published")))
      )[0],

    /** A post or comment that @mentions students, the post it replies to (for a comment) and its writer. */
    mentionContext: async (itemId: number) =>
      (
        await db
          .select({
            item: {
              id: posts.id,
              uuid: posts.uuid,
              title: posts.title,
              text: posts.contentText,
              anonymous: posts.anonymous,
            },
            parent: parentColumns,
            actor: publicUserColumns,
          })
          .from(posts)
          .leftJoin(parent, eq(parent.id, posts.parentId))
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(eq(posts.id, itemId), eq(posts.status, "published")))
      )[0],

    /**
     * One mention notification per student and post or comment: those already told (an earlier save of the same
     * item) are skipped by notifications_mention_key, and so are those who muted it. A mention outranks a `watched`
     * notification of the same item (an edit that adds the mention): that one goes. Answers who was told now.
     */
    insertMentions: async (v: About, userIds: number[]) => {
      if (!userIds.length) return [];
      await db
        .delete(notifications)
        .where(
          and(
            eq(notifications.type, "watched"),
            inArray(notifications.userId, userIds),
            eq(notifications.postId, v.postId),
            v.replyId === null ? isNull(notifications.replyId) : eq(notifications.replyId, v.replyId),
          ),
        );
      // The only key a mention row can meet.
      return insertAbout(db, "mention", v, userIds, sql`on conflict do nothing`);
    },

    /** A post (or comment) that was liked, and the liker. */
    likeContext: async (postId: number, actorId: number) =>
      (
        await db
          .select({
            post: { id: posts.id, uuid: posts.uuid, title: posts.title, text: posts.contentText, userId: posts.userId },
            actor: publicUserColumns,
          })
          .from(posts)
          .innerJoin(users, eq(users.id, actorId))
          .where(eq(posts.id, postId))
      )[0],

    /** Undefined when the recipient muted what the reply is in. */
    insertReply: async (v: About & { userId: number }) => (await insertAbout(db, "reply", v, [v.userId]))[0],

    /** The post whose reports were resolved, whatever its status (a removed one is still named to its reporters). */
    reportedPost: async (postId: number) =>
      (
        await db
          .select({ id: posts.id, uuid: posts.uuid, title: posts.title, text: posts.contentText })
          .from(posts)
          .where(eq(posts.id, postId))
      )[0],

    /** One notification per reporter of the resolution (the admin is the actor, never shown). */
    insertReports: async (rows: { userId: number; actorId: number; postId: number; data: NotificationData }[]) =>
      rows.length
        ? db
            .insert(notifications)
            .values(rows.map((r) => ({ ...r, type: "report" as const })))
            .returning({ id: notifications.id, userId: notifications.userId })
        : [],

    /** A reviewer's decision on the recipient's translation (the reviewer is the actor, never shown). */
    insertTaskReview: async (v: { userId: number; actorId: number; data: NotificationData }) =>
      void (await db.insert(notifications).values({ ...v, type: "task_review" as const })),

    /** Undefined when this like is notified already (a double click, a retried request) or the author muted it. */
    insertLike: async (v: { userId: number; actorId: number; postId: number; data: NotificationData }) =>
      (
        await insertAbout(
          db,
          "like",
          { ...v, replyId: null },
          [v.userId],
          sql`on conflict (post_id, actor_id) where type = 'like' do nothing`,
        )
      )[0],

    deleteLike: (postId: number, actorId: number) =>
      db
        .delete(notifications)
        .where(
          and(eq(notifications.type, "like"), eq(notifications.postId, postId), eq(notifications.actorId, actorId)),
        ),

    /** One page, newest first, by the (user_id, created_at desc, id desc) index. */
    page: (userId: number, search: string, page: number, perPage: number) =>
      db
        .select(listColumns)
        .from(notifications)
        .leftJoin(liker, and(eq(notifications.type, "like"), eq(liker.id, notifications.actorId)))
        .where(and(mine(userId), shown(userId), matches(search)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(perPage)
        .offset((page - 1) * perPage),

    /** The page's total (with the search) and the badge's unread count (without), in one pass over the user's rows. */
    counts: async (userId: number, search: string) => {
      const filter = matches(search) ?? sql`true`;
      const [row] = await db
        .select({
          total: sql<number>`count(*) filter (where ${filter})::int`,
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
        })
        .from(notifications)
        .leftJoin(liker, and(eq(notifications.type, "like"), eq(liker.id, notifications.actorId)))
        .where(and(mine(userId), shown(userId)));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** How many of the caller's rows matched: 0 with an id means not theirs (or gone). */
    markRead: async (userId: number, id?: number) =>
      (
        await db
          .update(notifications)
          .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
          .where(id === undefined ? and(mine(userId), isNull(notifications.readAt)) : mine(userId, id))
          .returning({ id: notifications.id })
      ).length,

    markUnread: async (userId: number, id: number) =>
      (await db.update(notifications).set({ readAt: null }).where(mine(userId, id)).returning({ id: notifications.id }))
        .length,

    /**
     * Notifications for replies and likes written straight to the tables (the demo seed), with the same data the
     * service writes; those older than two days count as read.
     */
    backfill: async () => {
      const cut = (text: SQL, max: number) =>
        sql`case when char_length(${text}) > ${max} then left(${text}, ${max}) || '...' else ${text} end`;
      const title = (p: string) =>
        sql`coalesce(${sql.raw(p)}.title, ${cut(sql.raw(`${p}.content_text`), TITLE_PREVIEW)})`;
      const readAt = (at: string) =>
        sql.raw(`case when ${at} < now() - interval '2 days' then ${at} + interval '1 hour' end`);
      await db.execute(sql`insert into ${notifications} (user_id, type, actor_id, post_id, reply_id, data, read_at, created_at)
        select parent.user_id, 'reply', reply.user_id, parent.id, reply.id, jsonb_build_object(
          'type', 'reply', 'post_title', ${title("parent")}, 'post_uuid', parent.uuid, 'reply_uuid', reply.uuid,
          'reply_content', ${cut(sql.raw("reply.content_text"), REPLY_PREVIEW)},
          'reply_owner', case when reply.anonymous then null else jsonb_build_object('user_id', u.id, 'meta',
            jsonb_build_object('username', u.username, 'first_name', u.first_name, 'last_name', u.last_name,
              'profile_image', u.profile_image)) end,
          'user_id', case when reply.anonymous then null else u.id end), ${readAt("reply.created_at")}, reply.created_at
        from posts reply join posts parent on parent.id = reply.parent_id join users u on u.id = reply.user_id
        where reply.type = 'comment' and reply.status = 'published' and parent.user_id <> reply.user_id`);
      await db.execute(sql`insert into ${notifications} (user_id, type, actor_id, post_id, data, read_at, created_at)
        select p.user_id, 'like', r.user_id, p.id, jsonb_build_object('type', 'like', 'post_title', ${title("p")},
          'post_uuid', p.uuid, 'reply_uuid', null, 'reply_content', null, 'reply_owner', null, 'user_id', r.user_id),
          ${readAt("r.created_at")}, r.created_at
        from post_reactions r join posts p on p.id = r.post_id
        where r.value = 1 and p.status = 'published' and p.user_id <> r.user_id
        on conflict do nothing`);
    },

    remove: async (userId: number, id?: number) =>
      (await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id })).length,
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationListRow = Awaited<ReturnType<NotificationsRepository["page"]>>[number];
