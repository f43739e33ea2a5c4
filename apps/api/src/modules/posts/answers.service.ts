import { answerMessages, type Post } from "@forum/contract";
import { forbidden, invalidField, refused } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { AnswersRepository } from "./answers.repository.ts";
import { mayModerate } from "./may-moderate.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";

type Member = NonNullable<Viewer>;

/**
 * A question's accepted answer (API.md "Answers"): its author, an admin or a moderator of its community chooses one
 * of its direct, published replies, replaces it or takes it back. The answerer's points are read from the column, so
 * they move in the same transaction; the notification is written in it too (`answer-changed`), pushed after it.
 */
export function createAnswersService(d: {
  answers: AnswersRepository;
  read: PostsReadService;
  events: Pick<Events, "emit" | "transactional">;
}) {
  /** The question the viewer may choose the answer of: 404/403 as reading it, then 403 unless theirs to moderate. */
  async function question(idOrUuid: string, viewer: Member) {
    const row = await d.read.visible(idOrUuid, viewer);
    const isAuthor = row.post.userId === viewer.id;
    if (!isAuthor && !(await mayModerate(viewer, row.post.communityId))) throw forbidden(answerMessages.notAllowed);
    if (row.post.type !== "post" || row.post.status !== "published") throw refused(answerMessages.notAQuestion);
    return { post: row.post, isAuthor };
  }

  async function change(idOrUuid: string, viewer: Member, replyUuid: string | null): Promise<Post> {
    const { post, isAuthor } = await question(idOrUuid, viewer);
    let replyId: number | null = null;
    if (replyUuid) {
      const reply = await d.answers.reply(replyUuid);
      if (!reply || reply.parentId !== post.id || reply.type !== "comment" || reply.status !== "published") {
        throw invalidField("reply_uuid", answerMessages.notAReply);
      }
      replyId = reply.id;
    }
    // A moderator's choice for someone else's question is on the record; the author's own is not moderation.
    const audit = isAuthor
      ? null
      : { actorId: viewer.id, action: replyId ? "post.accept" : "post.unaccept", targetType: "post" };
    const events = d.events.transactional();
    const changed = await d.answers.setAnswer(post.id, replyId, audit, (tx, { previousReplyId }) =>
      events.raise(tx, "answer-changed", { questionId: post.id, replyId, previousReplyId, actorId: viewer.id }),
    );
    await events.committed();
    // Lists show Solved and the feed filters by it: their caches go.
    if (changed) await d.events.emit("post-written", { id: post.id, type: "post", published: true, change: "edited" });
    const [shown] = await d.read.present([await d.read.visible(post.uuid, viewer)], viewer, "whole");
    return shown!;
  }

  return {
    accept: async (idOrUuid: string, replyUuid: string, viewer: Member) => ({
      data: await change(idOrUuid, viewer, replyUuid),
      message: answerMessages.accepted,
    }),
    unaccept: async (idOrUuid: string, viewer: Member) => ({
      data: await change(idOrUuid, viewer, null),
      message: answerMessages.unaccepted,
    }),
  };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
