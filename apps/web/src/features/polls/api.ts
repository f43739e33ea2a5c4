import type { PollVoteInput } from "@forum/contract";
import { polls } from "@forum/contract/endpoints";
import { pollTexts } from "@forum/contract/texts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { logged } from "../../lib/logged.ts";
import { notify } from "../../lib/notify.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";

/** The active poll the home sidebar shows (the console's polls: `admin/api.ts`). */
export const pollKeys = {
  active: () => ["poll", "active"] as const,
};

/** Core §8: fetch failures are logged, and the card shows what no poll shows. */
export function useActivePoll() {
  return useQuery({
    queryKey: pollKeys.active(),
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
    onSuccess: (r) => notify.success(r?.message || pollTexts.voteSubmitted),
    onError: (err) => {
      if (cardShown()) return;
      // The message pickup brings zod along; fetched on the rare failure, not with the sidebar on every visit.
      void import("../../lib/error-message.ts").then(({ errorMessage }) => notify.error(errorMessage(err)));
    },
    onSettled: () => qc.resetQueries({ queryKey: pollKeys.active() }),
  });
}
