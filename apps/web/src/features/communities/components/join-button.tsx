import { communityTexts } from "@forum/contract/texts";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useLocation, useNavigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useMembership } from "../api.ts";

/**
 * Core §4 community card: Join Community, then Joining..., then Joined (disabled) for as long as the card is shown.
 * Guests are sent to sign in first and come back here.
 */
export function JoinButton({
  communityId,
  name,
  className = "",
}: {
  communityId: number;
  name: string;
  className?: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const membership = useMembership();
  const [joined, setJoined] = useState(false);
  const join = () => {
    if (!session) return navigate("/login", { state: { from: `${pathname}${search}` } });
    membership.mutate(
      { id: communityId, join: true },
      {
        onSuccess: () => setJoined(true),
        // The spec shows no join failure; a short toast beats a button that silently does nothing.
        onError: (err) => notify.error(err instanceof ApiError ? err.message : communityTexts.joinFailed),
      },
    );
  };
  return (
    <Button
      onClick={join}
      busy={membership.isPending}
      disabled={joined}
      aria-label={joined ? `${communityTexts.joined}: ${name}` : `${communityTexts.join}: ${name}`}
      className={`relative z-10 ${className}`}
    >
      {joined ? communityTexts.joined : membership.isPending ? communityTexts.joining : communityTexts.join}
    </Button>
  );
}
