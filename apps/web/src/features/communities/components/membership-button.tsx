import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useMembership } from "../api.ts";
import { JoinButton } from "./join-button.tsx";

/** Core §2 page button: Join Community for others, Leave Community for members; the community reloads after each. */
export function MembershipButton({ community }: { community: Community }) {
  const membership = useMembership();
  if (!community.user_is_member) return <JoinButton communityId={community.id} name={community.name} />;
  return (
    <Button
      variant="secondary"
      busy={membership.isPending}
      onClick={() =>
        membership.mutate(
          { id: community.id, join: false },
          { onError: (err) => notify.error(err instanceof ApiError ? err.message : communityTexts.leaveFailed) },
        )
      }
    >
      {membership.isPending ? communityTexts.leaving : communityTexts.leave}
    </Button>
  );
}
