import { mentionLimits } from "@forum/contract";
import { type PublicUrls, urlsNow } from "../../platform/public-user.ts";
import type { Sanitized } from "../../platform/workers/tasks.ts";
import type { Workers } from "../../platform/workers/workers.ts";
import type { MentionsRepository } from "./mentions.repository.ts";

export type MentionsDeps = { repo: MentionsRepository; workers: Workers; urls: PublicUrls };

/**
 * A post's or comment's @mentions (API.md): the sanitise step named the candidates, this keeps the usernames that
 * exist and links them (in the worker pool), and answers whom to notify: at most `mentionLimits.notifiedMax` students,
 * never the writer.
 */
export function createMentions(d: MentionsDeps) {
  return {
    async link(sanitized: Sanitized, authorId: number): Promise<{ html: string; mentioned: number[] }> {
      const found = (await d.repo.named(sanitized.mentions)).flatMap((u) =>
        u.username ? [{ id: u.id, username: u.username }] : [],
      );
      if (!found.length) return { html: sanitized.html, mentioned: [] };
      // Links name the profile on the writer's origin, as the content's own images do.
      const profileBase = `${urlsNow(d.urls).publicUrl}/forum/profile/`;
      const html = await d.workers.html.linkMentions(sanitized.html, found, profileBase);
      // In order of appearance: the first ten mentioned are the ones told.
      const order = sanitized.mentions;
      const rank = (name: string) => order.indexOf(name.toLowerCase());
      const mentioned = found
        .filter((u) => u.id !== authorId)
        .sort((a, b) => rank(a.username) - rank(b.username))
        .map((u) => u.id);
      return { html, mentioned: [...new Set(mentioned)].slice(0, mentionLimits.notifiedMax) };
    },
  };
}
export type Mentions = ReturnType<typeof createMentions>;
