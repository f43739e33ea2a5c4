import type { Post, PostSuggestion } from "@forum/contract";
import { askOnce } from "@forum/contract/endpoints";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { postKeys } from "./api.ts";

/** Questions like a title: the same words typed again (or by backspacing) are answered from the cache. */
const suggestKey = (q: string) => ["posts-suggest", q] as const;
/** The server answers `[]` below this many characters, so the web does not ask. */
export const SUGGEST_MIN_CHARS = 3;

/**
 * Up to 5 published questions like `q` (already debounced by the caller). While a new answer loads, the last one stays
 * (keepPreviousData), so the list under the field neither empties nor jumps while the student types.
 */
export function useSuggestions(q: string) {
  const trimmed = q.trim();
  const enabled = trimmed.length >= SUGGEST_MIN_CHARS;
  const query = useQuery({
    queryKey: suggestKey(trimmed.toLowerCase()),
    queryFn: ({ signal }): Promise<PostSuggestion[]> =>
      call(askOnce.suggest, { query: { q: trimmed }, signal }).then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, data: enabled ? (query.data ?? []) : [] };
}

/** Closes a question as a duplicate of `of` (a uuid), or reopens it (`of` null); the post's page reloads either way. */
export function useDuplicateOf(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (of: string | null): Promise<{ data: Post }> =>
      of === null
        ? call(askOnce.reopen, { params: { id: uuid } })
        : call(askOnce.closeAsDuplicate, { params: { id: uuid }, body: { of } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: postKeys.all }),
  });
}
