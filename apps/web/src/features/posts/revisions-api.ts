import { postRevisions } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/**
 * GET /posts/{id}/revisions. Keyed by the post's `edited_at` too: after another edit the history is a new one, not a
 * cached answer that lacks the latest version. Only the history dialog (a lazy chunk) calls it.
 */
export function useRevisions(uuid: string, editedAt: string) {
  return useQuery({
    queryKey: ["post-revisions", uuid, editedAt] as const,
    queryFn: ({ signal }) => call(postRevisions.list, { params: { id: uuid }, signal }).then((r) => r.data),
  });
}
