import type { NotificationData } from "@forum/contract";
import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { notifications, posts, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

const parent = alias(posts, "parent");
const person = {
  profileImage: users.profileImage,
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

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

export function createNotificationsRepository(db: Db) {
  const mine = (userId: number, id?: number) =>
    id === undefined
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), eq(notifications.id, id));

  return {
    /** A reply with what its notification needs: the parent it answers and the replier. */
    replyContext: async (replyId: number) =>
      (
        await db
          .select({
            reply: { id: posts.id, uuid: posts.uuid, text: posts.contentText, anonymous: posts.anonymous },
            parent: {
              id: parent.id,
              uuid: parent.uuid,
              title: parent.title,
              text: parent.contentText,
              userId: parent.userId,
            },
            actor: person,
          })
          .from(posts)
          .innerJoin(parent, eq(parent.id, posts.parentId))
          .innerJoin(users, eq(users.id, posts.userId))
          .where(and(eq(posts.id, replyId), eq(posts.status, "published")))
      )[0],

    /** A post (or comment) that was liked, and the liker. */
    likeContext: async (postId: number, actorId: number) =>
      (
        await db
          .select({
            post: { id: posts.id, uuid: posts.uuid, title: posts.title, text: posts.contentText, userId: posts.userId },
            actor: person,
          })
          .from(posts)
          .innerJoin(users, eq(users.id, actorId))
          .where(eq(posts.id, postId))
      )[0],

    insertReply: async (v: {
      userId: number;
      actorId: number;
      postId: number;
      replyId: number;
      data: NotificationData;
    }) =>
      (
        await db
          .insert(notifications)
          .values({ ...v, type: "reply" })
          .returning({ id: notifications.id })
      )[0]!,

    /** Undefined when this user's like of this post is already notified (a double click, a retried request). */
    insertLike: async (v: { userId: number; actorId: number; postId: number; data: NotificationData }) =>
      (
        await db
          .insert(notifications)
          .values({ ...v, type: "like" })
          .onConflictDoNothing({ target: [notifications.postId, notifications.actorId], where: sql`type = 'like'` })
          .returning({ id: notifications.id })
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
        .where(and(mine(userId), matches(search)))
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
        .where(mine(userId));
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

    remove: async (userId: number, id?: number) =>
      (await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id })).length,
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationListRow = Awaited<ReturnType<NotificationsRepository["page"]>>[number];
