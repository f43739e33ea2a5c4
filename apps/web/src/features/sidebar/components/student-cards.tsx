import { JoinCommunityCard } from "../../communities/components/join-community-card.tsx";
import { LeaderboardCard } from "../../leaderboard/components/leaderboard-card.tsx";
import { PollCard } from "../../polls/components/poll-card.tsx";

/**
 * The signed-in students' cards, a chunk of their own: with their tabs and dialogs they weigh more than the rest of
 * the sidebar, and neither a guest nor a phone that keeps them folded needs them at first.
 */
export function PollAndCommunity() {
  return (
    <>
      <PollCard />
      <JoinCommunityCard />
    </>
  );
}

export { LeaderboardCard };
