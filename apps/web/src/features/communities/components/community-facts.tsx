import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Users } from "lucide-react";

/** A community's acronym badge and member count, as cards, the sidebar card and the community page show them. */
export function CommunityFacts({
  community,
  iconSize = 16,
  className = "text-sm",
}: {
  community: Pick<Community, "acronym" | "members_count">;
  iconSize?: number;
  className?: string;
}) {
  return (
    <p className={`mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 ${className}`}>
      <span className="rounded-full bg-blue-50 px-2 py-0.5 text-sm font-medium text-primary">{community.acronym}</span>
      <span className="inline-flex items-center gap-1">
        <Users size={iconSize} aria-hidden="true" />
        {communityTexts.members(community.members_count)}
      </span>
    </p>
  );
}
