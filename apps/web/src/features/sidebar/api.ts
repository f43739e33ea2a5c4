import { tags } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** The home sidebar's own call; its poll and leaderboard cards use `polls/api.ts` and `leaderboard/api.ts`. */
export const sidebarKeys = {
  tags: () => ["tags", "latest"] as const,
};

/** GET /tags/latest (core §7 reads data.data); a failure shows "Failed to fetch tags", so it is not swallowed. */
export function useFeaturedTags() {
  return useQuery({
    queryKey: sidebarKeys.tags(),
    queryFn: ({ signal }) => call(tags.latest, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}
