import { mentionLimits, type UserSuggestion } from "@forum/contract";
import { type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { SuggestRepository } from "./suggest.repository.ts";

export type SuggestDeps = { repo: SuggestRepository; urls: PublicUrls };

/** @mention suggestions (API.md `GET /users/suggest`): what the editor offers after "@" and a letter or more. */
export function createSuggestService(d: SuggestDeps) {
  return {
    /** `q` arrives trimmed and lower-cased (the contract's query schema). */
    async suggest(q: string): Promise<{ data: UserSuggestion[] }> {
      if (q.length < mentionLimits.queryMin) return { data: [] };
      const rows = await d.repo.startingWith(q);
      return { data: rows.map((r) => publicUserOf(r, d.urls)) };
    },
  };
}
export type SuggestService = ReturnType<typeof createSuggestService>;
