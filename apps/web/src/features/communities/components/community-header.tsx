import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { lazy, Suspense, useState } from "react";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";
import { useSession } from "../../../lib/session.ts";
import { CommunityFacts } from "./community-facts.tsx";
import { CommunityPicture } from "./community-picture.tsx";
import { MembershipButton } from "./membership-button.tsx";

const ImageViewer = lazy(() => import("../../../components/image-viewer.tsx"));
const WatchBell = optionalLazy(() => import("../../reach/components/watch-bell.tsx"));

/** Core §2: the banner (a click enlarges it), the name, the member count and the Join or Leave button. */
export function CommunityHeader({ community }: { community: Community }) {
  const [enlarged, setEnlarged] = useState(false);
  const session = useSession();
  const banner = "aspect-[3/1] w-full rounded-2xl text-4xl sm:aspect-[4/1]";
  return (
    <header>
      {community.image ? (
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label={communityTexts.enlargeBanner}
          className="block w-full cursor-zoom-in overflow-hidden rounded-2xl"
        >
          <CommunityPicture community={community} className={banner} sizes="(min-width: 1152px) 1120px, 100vw" />
        </button>
      ) : (
        <CommunityPicture community={community} className={banner} />
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{community.name}</h1>
          <CommunityFacts community={community} iconSize={18} className="" />
        </div>
        <div className="flex items-center gap-1">
          {session && (
            <Suspense fallback={null}>
              <WatchBell target={{ kind: "community", id: community.id }} />
            </Suspense>
          )}
          <MembershipButton community={community} />
        </div>
      </div>
      {enlarged && community.image && (
        <Suspense fallback={null}>
          <ImageViewer images={[community.image]} start={0} title={community.name} onClose={() => setEnlarged(false)} />
        </Suspense>
      )}
    </header>
  );
}
