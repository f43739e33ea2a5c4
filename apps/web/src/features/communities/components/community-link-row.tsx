import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { communityPath } from "./community-card.tsx";
import { CommunityPicture } from "./community-picture.tsx";

/**
 * A community as one compact link: its banner small, its name and member count (a profile's most active community).
 * Communities have a wide banner and no icon, so the thumbnail keeps the banner's 3:1 shape (a square would cut it).
 */
export function CommunityLinkRow({ community, className = "" }: { community: Community; className?: string }) {
  return (
    <Link to={communityPath(community.id)} className={`flex items-center gap-3 hover:bg-slate-50 ${className}`}>
      <CommunityPicture community={community} className="aspect-[3/1] w-24 shrink-0 rounded-md text-xs" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900" title={community.name}>
          {community.name}
        </span>
        <span className="block text-sm text-slate-600">{communityTexts.members(community.members_count)}</span>
      </span>
    </Link>
  );
}
