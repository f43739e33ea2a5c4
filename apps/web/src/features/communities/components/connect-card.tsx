import type { Community } from "@forum/contract";
import { communityTexts } from "@forum/contract/texts";
import { Handshake } from "lucide-react";
import { JoinButton } from "./join-button.tsx";

/** Core §2: what a non-member sees instead of the posts. */
export function ConnectCard({ community }: { community: Community }) {
  return (
    <section
      aria-labelledby="connect-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8"
    >
      <Handshake size={44} aria-hidden="true" className="mx-auto text-primary" />
      <h2 id="connect-heading" className="mt-3 text-xl font-semibold text-slate-900">
        {communityTexts.connectTitle}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{communityTexts.connectBody}</p>
      <JoinButton community={community} className="mt-4" />
    </section>
  );
}
