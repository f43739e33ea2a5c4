import { communityTexts, postPageTexts, profilePageTexts, profileTexts } from "@forum/contract";
import { Link } from "react-router";
import { Alert } from "../../../components/alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useJoinedCommunities } from "../../communities/api.ts";
import { CommunityPicture } from "../../communities/components/community-picture.tsx";

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
  if (isError) return <Alert title={profilePageTexts.loadFailedTitle}>{profileTexts.fetchCommunitiesFailed}</Alert>;
  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        {profilePageTexts.noCommunities}
      </p>
    );
  }
  const sorted = [...data].sort((a, b) => b.members_count - a.members_count);
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={profilePageTexts.tabs.communities}>
      {sorted.map((c) => (
        <li key={c.id}>
          <Link
            to={`/single-community/${c.id}`}
            className="flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 hover:bg-slate-50"
          >
            <CommunityPicture community={c} className="size-12 shrink-0 rounded-xl text-sm" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{c.name}</span>
              <span className="block text-sm text-slate-600">{communityTexts.members(c.members_count)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
