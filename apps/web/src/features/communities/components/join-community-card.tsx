import { communityTexts } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { useRandomCommunity } from "../api.ts";
import { communityPath } from "./community-card.tsx";
import { CommunityFacts } from "./community-facts.tsx";
import { CommunityPicture } from "./community-picture.tsx";
import { JoinButton } from "./join-button.tsx";

/**
 * Core §2 home sidebar card: one community the student has not joined (GET /random/community), to join in a click.
 * Signed-in students only; nothing when there is none left to join or it could not be loaded (core §8: logged only).
 */
export function JoinCommunityCard() {
  const session = useSession();
  const random = useRandomCommunity(session !== null);
  const community = random.data;
  if (!session || !community) return null;
  return (
    <section
      aria-labelledby="join-community-heading"
      className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <h2 id="join-community-heading" className="px-4 pt-4 text-lg font-semibold text-slate-900">
        {communityTexts.randomTitle}
      </h2>
      <div className="p-4">
        <CommunityPicture
          community={community}
          className="aspect-[3/1] w-full rounded-xl text-xl"
          sizes="(min-width: 1024px) 290px, 100vw"
        />
        <h3 className="mt-3 font-semibold break-words text-slate-900">
          <Link
            to={communityPath(community.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {community.name}
          </Link>
        </h3>
        <CommunityFacts community={community} />
        <JoinButton key={community.id} community={community} className="mt-3 w-full" />
      </div>
    </section>
  );
}
