import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { CommunityFacts } from "./community-facts.tsx";
import { CommunityPicture } from "./community-picture.tsx";
import { JoinButton } from "./join-button.tsx";
import { useFocusWhenJoined } from "./joined-focus.ts";

export const communityPath = (id: number) => `/single-community/${id}`;

/**
 * Core §2 /communities cards. The name link covers the card (a click anywhere opens the community); the action sits
 * above it. Joined cards show View Community, the others Join Community.
 */
export function CommunityCard({ community, joined }: { community: Community; joined: boolean }) {
  const action = useFocusWhenJoined(community.id, joined);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CommunityPicture
        community={community}
        className="aspect-[3/1] w-full text-2xl"
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">
            <Link
              to={communityPath(community.id)}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
            >
              {community.name}
            </Link>
          </h3>
          <CommunityFacts community={community} />
        </div>
        <div className="mt-auto" ref={action}>
          {joined ? (
            <Link
              to={communityPath(community.id)}
              className="relative z-10 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
              aria-label={`${communityTexts.view}: ${community.name}`}
            >
              {communityTexts.view}
            </Link>
          ) : (
            <JoinButton community={community} className="w-full" />
          )}
        </div>
      </div>
    </article>
  );
}
