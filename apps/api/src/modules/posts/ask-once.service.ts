import { duplicateMessages, duplicateTexts, type PostSuggestion } from "@forum/contract";
import { AppError, forbidden, invalidField, refused } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import { createTtlCache } from "../../platform/ttl-cache.ts";
import type { AskOnceRepository } from "./ask-once.repository.ts";
import { mayModerate } from "./may-moderate.ts";
import type { Viewer } from "./posts.filters.ts";
import type { PostsReadService } from "./posts.read.service.ts";
import type { PostRow } from "./posts.repository.ts";
import { suggestWords } from "./suggest-words.ts";

const SUGGEST_LIMIT = 5;
/** Guests typing the same words share an answer this long; a write clears it sooner (posts.module.ts). */
export const GUEST_SUGGEST_TTL_MS = 15_000;

export type AskOnceDeps = {
  repo: AskOnceRepository;
  read: Pick<PostsReadService, "visible" | "present">;
  events: Pick<Events, "emit">;
};

type Moderator = NonNullable<Viewer>;

/** A question closed as a duplicate takes no new replies (posts.write.service.ts asks before saving one). */
export function refuseReplyToClosed(parent: PostRow) {
  if (parent.post.duplicateOfId !== null) throw forbidden(duplicateTexts.closed);
}

export function createAskOnceService(d: AskOnceDeps) {
  const guestAnswers = createTtlCache<PostSuggestion[]>(GUEST_SUGGEST_TTL_MS, 2_000);

  const load = async (words: string[], viewer: Viewer): Promise<PostSuggestion[]> =>
    (await d.repo.suggest(words, viewer, SUGGEST_LIMIT)).map((r) => ({
      uuid: r.uuid,
      title: r.title ?? "",
      replies_count: r.repliesCount,
      solved: r.solved,
      created_at: r.createdAt.toISOString(),
    }));

  /** The question `id` names, when the caller may moderate it (404 when they cannot see it, else 403). */
  async function moderated(id: string, user: Moderator) {
    const row = await d.read.visible(id, user);
    if (!(await mayModerate(user, row.post.communityId))) throw forbidden(duplicateMessages.notModerator);
    if (row.post.type !== "post" || row.post.status !== "published") {
      throw refused(duplicateMessages.notAQuestion);
    }
    return row;
  }

  async function answer(id: number, user: Moderator) {
    const [data] = await d.read.present([await d.read.visible(String(id), user)], user, "whole");
    await d.events.emit("post-written", { id, type: "post", published: true, change: "edited" });
    return { data: data! };
  }

  return {
    /** Guests (most callers) share answers by the words matched; a signed-in caller's communities make theirs their own. */
    async suggest(q: string, viewer: Viewer): Promise<{ data: PostSuggestion[] }> {
      const words = q.trim().length < 3 ? [] : suggestWords(q);
      if (words.length === 0) return { data: [] };
      if (viewer) return { data: await load(words, viewer) };
      return { data: await guestAnswers.get(words.join(" "), () => load(words, null)) };
    },

    /** What a write made stale (the cache bus's `posts-changed`). */
    clearCache: () => guestAnswers.clear(),

    async closeAsDuplicate(id: string, of: string, user: Moderator) {
      const row = await moderated(id, user);
      // Not found, not visible or not published: the same 422, so `of` cannot probe what the caller may not see.
      const original = await d.read.visible(of, user).catch((err: unknown) => {
        if (err instanceof AppError && err.status < 500) return null;
        throw err;
      });
      if (original?.post.status !== "published") throw invalidField("of", duplicateMessages.originalMissing);
      if (original.post.id === row.post.id) throw invalidField("of", duplicateMessages.itself);
      if (original.post.type !== "post") throw invalidField("of", duplicateMessages.notAQuestion);
      if ((await d.repo.originals(original.post.id)).includes(row.post.id)) {
        throw invalidField("of", duplicateMessages.loop);
      }
      await d.repo.setDuplicateOf(row.post.id, original.post.id, {
        actorId: user.id,
        action: "post.close_duplicate",
        targetType: "post",
        note: original.post.uuid,
      });
      return answer(row.post.id, user);
    },

    /** Reopening an open question changes nothing and answers it as it is (no audit entry). */
    async reopen(id: string, user: Moderator) {
      const row = await moderated(id, user);
      if (row.post.duplicateOfId === null) return answer(row.post.id, user);
      await d.repo.setDuplicateOf(row.post.id, null, {
        actorId: user.id,
        action: "post.reopen_duplicate",
        targetType: "post",
      });
      return answer(row.post.id, user);
    },
  };
}
export type AskOnceService = ReturnType<typeof createAskOnceService>;
