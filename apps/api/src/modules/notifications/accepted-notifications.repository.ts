import type { NotificationData } from "@forum/contract";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { notifications, posts, publicUserColumns, users } from "../../db/schema/index.ts";
import { insertAbout } from "./notifications.repository.ts";

const question = alias(posts, "question");

/** The `accepted` notification (API.md "Answers"): one per question, to the author of its accepted reply. */
export function createAcceptedNotificationsRepository(db: Db) {
  return {
    /** The accepted reply with its question and who accepted it. */
    context: async (replyId: number, actorId: number) =>
      (
        await db
          .select({
            reply: { id: posts.id, uuid: posts.uuid, text: posts.contentText, userId: posts.userId },
            question: {
              id: question.id,
              uuid: question.uuid,
              title: question.title,
              text: question.contentText,
              userId: question.userId,
              anonymous: question.anonymous,
            },
            actor: publicUserColumns,
          })
          .from(posts)
          .innerJoin(question, eq(question.id, posts.parentId))
          .innerJoin(users, eq(users.id, actorId))
          .where(eq(posts.id, replyId))
      )[0],

    /** Undefined when the answerer muted the question (or its community or a tag). */
    insert: async (v: { userId: number; actorId: number; postId: number; replyId: number; data: NotificationData }) =>
      (await insertAbout(db, "accepted", v, [v.userId]))[0],

    /** The question's accepted notification goes with the answer it told of (undone or replaced). */
    removeFor: (questionId: number) =>
      db.delete(notifications).where(and(eq(notifications.type, "accepted"), eq(notifications.postId, questionId))),
  };
}
export type AcceptedNotificationsRepository = ReturnType<typeof createAcceptedNotificationsRepository>;
