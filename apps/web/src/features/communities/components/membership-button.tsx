import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { useMembership } from "../api.ts";
import { JoinButton } from "./join-button.tsx";

/** Core §2 page button: Join Community for others, Leave Community for members; the community reloads after each. */
export function MembershipButton({ community }: { community: Community }) {
  const membership = useMembership();
  if (!community.user_is_member) return <JoinButton community={community} />;
  return (
    <Button
      variant="secondary"
      busy={membership.isPending}
      onClick={() => membership.mutate({ id: community.id, join: false })}
    >
      {membership.isPending ? communityTexts.leaving : communityTexts.leave}
    </Button>
  );
}
