import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { communityPath } from "./community-card.tsx";
import { CommunityPicture } from "./community-picture.tsx";

/** A community as one link: its whole banner (3:1, as stored), its name and member count (a profile's communities). */
export function CommunityTile({ community }: { community: Community }) {
  return (
    <Link
      to={communityPath(community.id)}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:bg-slate-50"
    >
      <CommunityPicture community={community} className="aspect-[3/1] w-full text-xl" />
      <span className="px-3 py-2">
        <span className="block font-semibold break-words text-slate-900">{community.name}</span>
        <span className="block text-sm text-slate-600">{communityTexts.members(community.members_count)}</span>
      </span>
    </Link>
  );
}
