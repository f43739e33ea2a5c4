import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Button } from "../../../components/button.tsx";
import { useLocation, useNavigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useMembership } from "../api.ts";
import { useJoiningNotice } from "./joined-focus.ts";

/**
 * Core §4 community card: Join Community, then Joining..., then Joined (disabled) once the cached community says so
 * (the membership hook puts the answer into every list, and tells a failure itself). Guests are sent to sign in
 * first and come back here.
 */
export function JoinButton({ community, className = "" }: { community: Community; className?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const membership = useMembership();
  const noticeJoining = useJoiningNotice();
  const joined = session !== null && community.user_is_member;
  const join = () => {
    if (!session) return navigate("/login", { state: { from: `${pathname}${search}` } });
    noticeJoining?.(community.id);
    membership.mutate({ id: community.id, join: true });
  };
  return (
    <Button
      onClick={join}
      busy={membership.isPending}
      disabled={joined}
      aria-label={`${joined ? communityTexts.joined : communityTexts.join}: ${community.name}`}
      className={`relative z-10 ${className}`}
    >
      {joined ? communityTexts.joined : membership.isPending ? communityTexts.joining : communityTexts.join}
    </Button>
  );
}
