import type { LeaderboardEntry, PollVoteInput } from "@forum/contract";
import { leaderboard, polls, tags } from "@forum/contract/endpoints";
import { sidebarTexts } from "@forum/contract/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { notify } from "../../lib/notify.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";

/** Core §8: "other fetch failures are logged and give an empty list"; only the tags show their failure. */
const logged =
  <T>(empty: T) =>
  (err: unknown): T => {
    // Leaving the page cancels the call: no failure to log, and no empty answer to keep; the query is just cancelled.
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    console.error(err);
    return empty;
  };

/** One key factory for the home sidebar's calls. */
export const sidebarKeys = {
  tags: () => ["tags", "latest"] as const,
  poll: () => ["poll", "active"] as const,
  leaderboard: (type: 1 | 2) => ["leaderboard", type] as const,
  achiever: () => ["achiever", "active"] as const,
};

/** GET /tags/latest (core §7 reads data.data); a failure shows "Failed to fetch tags", so it is not swallowed. */
export function useFeaturedTags() {
  return useQuery({
    queryKey: sidebarKeys.tags(),
    queryFn: ({ signal }) => call(tags.latest, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** Core §8: fetch failures other than the tags' are logged, and the card shows what no poll shows. */
export function useActivePoll() {
  return useQuery({
    queryKey: sidebarKeys.poll(),
    queryFn: ({ signal }) =>
      call(polls.active, { signal })
        .then((r) => r.data)
        .catch(logged(null)),
  });
}

/**
 * POST /poll/vote. Core §4: after a vote the card is cleared and the active poll reloaded, so the cached poll is
 * reset (the card shows its loading state) and fetched again rather than patched in place. The outcome is told here:
 * the home page remounts its sidebar when the window crosses 1024 px, and a remounted card's own callbacks never run.
 * A refusal the card shows in its dialog becomes a toast once that card is gone.
 */
export function useVote() {
  const qc = useQueryClient();
  const cardShown = useStillShown();
  return useMutation({
    mutationFn: (body: PollVoteInput) => call(polls.vote, { body }),
    onSuccess: (r) => notify.success(r?.message || sidebarTexts.voteSubmitted),
    onError: (err) => {
      if (cardShown()) return;
      // The message pickup brings zod along; fetched on the rare failure, not with the sidebar on every visit.
      void import("../../lib/error-message.ts").then(({ errorMessage }) => notify.error(errorMessage(err)));
    },
    onSettled: () => qc.resetQueries({ queryKey: sidebarKeys.poll() }),
  });
}

export function useLeaderboard(type: 1 | 2) {
  return useQuery({
    queryKey: sidebarKeys.leaderboard(type),
    queryFn: ({ signal }) =>
      call(leaderboard.board, { query: { type }, signal })
        .then((r) => r.data)
        .catch(logged([] as LeaderboardEntry[])),
  });
}

export function useAchiever() {
  return useQuery({
    queryKey: sidebarKeys.achiever(),
    queryFn: ({ signal }) =>
      call(leaderboard.achiever, { signal })
        .then((r) => r.data)
        .catch(logged(null)),
    staleTime: 5 * 60_000,
  });
}
