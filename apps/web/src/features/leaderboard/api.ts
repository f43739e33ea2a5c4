import type { LeaderboardEntry } from "@forum/contract";
import { leaderboard } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { logged } from "../../lib/logged.ts";

/** The leaderboard card's board and the achievers image, both shown in the home sidebar. */
export const leaderboardKeys = {
  board: (type: 1 | 2) => ["leaderboard", type] as const,
  achiever: () => ["achiever", "active"] as const,
};

/** Core §8: fetch failures are logged and give an empty board. */
export function useLeaderboard(type: 1 | 2) {
  return useQuery({
    queryKey: leaderboardKeys.board(type),
    queryFn: ({ signal }) =>
      call(leaderboard.board, { query: { type }, signal })
        .then((r) => r.data)
        .catch(logged([] as LeaderboardEntry[])),
  });
}

export function useAchiever() {
  return useQuery({
    queryKey: leaderboardKeys.achiever(),
    queryFn: ({ signal }) =>
      call(leaderboard.achiever, { signal })
        .then((r) => r.data)
        .catch(logged(null)),
    staleTime: 5 * 60_000,
  });
}
