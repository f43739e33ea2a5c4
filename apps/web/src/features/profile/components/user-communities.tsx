import { postPageTexts, profileTexts } from "@forum/contract/texts";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useJoinedCommunities } from "../../communities/api.ts";
import { CommunityTile } from "../../communities/components/community-tile.tsx";

/** The Communities tab: the communities this student joined (GET /communities?user_id=), largest first. */
export function UserCommunities({ userId }: { userId: number }) {
  const { data, isPending, isError } = useJoinedCommunities(userId);
  if (isPending) {
    return (
      <div className="flex justify-center p-8 text-primary">
        <Spinner size={28} label={postPageTexts.loading} />
      </div>
    );
  }
  if (isError) return <Alert title={profileTexts.loadFailedTitle}>{profileTexts.fetchCommunitiesFailed}</Alert>;
  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        {profileTexts.noCommunities}
      </p>
    );
  }
  const sorted = [...data].sort((a, b) => b.members_count - a.members_count);
  return (
    // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long name must never widen the page.
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={profileTexts.tabs.communities}>
      {sorted.map((c) => (
        <li key={c.id}>
          <CommunityTile community={c} />
        </li>
      ))}
    </ul>
  );
}
