import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Link } from "react-router";
import { communityPath } from "./community-card.tsx";
import { CommunityPicture } from "./community-picture.tsx";

/** A community as one link: picture, name and member count (a profile's communities and its most active one). */
export function CommunityLinkRow({
  community,
  compact = false,
  className = "",
}: {
  community: Community;
  compact?: boolean;
  className?: string;
}) {
  return (
    <Link to={communityPath(community.id)} className={`flex items-center gap-3 hover:bg-slate-50 ${className}`}>
      <CommunityPicture
        community={community}
        className={compact ? "size-10 shrink-0 rounded-lg text-xs" : "size-12 shrink-0 rounded-xl text-sm"}
      />
      <span className="min-w-0">
        <span className={`block truncate text-slate-900 ${compact ? "font-medium" : "font-semibold"}`}>
          {community.name}
        </span>
        <span className="block text-sm text-slate-600">{communityTexts.members(community.members_count)}</span>
      </span>
    </Link>
  );
}
