import type { Community } from "@forum/contract";
import { communityTexts, postPageTexts, timings } from "@forum/contract/texts";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Link, useParams } from "../../../lib/router/index.ts";
import { useCommunity } from "../api.ts";
import { AboutPanel } from "../components/about-panel.tsx";
import { CommunityComposer, useComposerState } from "../components/community-composer.tsx";
import { CommunityHeader } from "../components/community-header.tsx";
import { CommunityPosts } from "../components/community-posts.tsx";
import { ConnectCard } from "../components/connect-card.tsx";
import { MembersPanel } from "../components/members-panel.tsx";

/** Core §2 /single-community/{id}. */
export default function SingleCommunityPage() {
  const { id = "" } = useParams();
  const community = useCommunity(/^\d+$/.test(id) ? Number(id) : 0);
  useDocumentTitle(community.data?.name ?? "Community");
  if (community.isPending && community.fetchStatus !== "idle") {
    return (
      <div className="flex justify-center p-10 text-primary">
        <Spinner size={32} label={postPageTexts.loading} />
      </div>
    );
  }
  if (!community.data) {
    const missing = community.isPending || (community.error instanceof ApiError && community.error.status === 404);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 text-center">
        {missing ? (
          <h1 className="text-xl font-semibold text-slate-900">{communityTexts.notFound}</h1>
        ) : (
          <Alert>{communityTexts.loadFailed}</Alert>
        )}
        <Link to="/communities" className="mt-4 inline-block font-medium text-primary underline">
          Communities
        </Link>
      </div>
    );
  }
  return <CommunityView community={community.data} />;
}

function CommunityView({ community }: { community: Community }) {
  const wide = useMediaQuery("(min-width: 1024px)");
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), timings.singleCommunitySearchDebounce);
  // Held here: the composer below is remounted when the window crosses 1024 px, what is written in it must not be.
  const composer = useComposerState(community.id);
  const posts = community.user_is_member ? (
    <div className="space-y-4">
      <SearchField label={communityTexts.searchPosts} value={term} onChange={setTerm} className="block" />
      <CommunityComposer community={community} state={composer} />
      <CommunityPosts community={community} search={search} />
    </div>
  ) : (
    <ConnectCard community={community} />
  );

  return (
    <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
      <CommunityHeader community={community} />
      {wide ? (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)_20rem] gap-6">
          <div className="min-w-0">{posts}</div>
          <aside className="space-y-4" aria-label={`About ${community.name}`}>
            <AboutPanel community={community} />
            <MembersPanel community={community} />
          </aside>
        </div>
      ) : (
        <Tabs.Root defaultValue="posts" className="mt-4">
          <Tabs.List aria-label={community.name} className="grid grid-cols-3 border-b border-slate-200">
            {(["posts", "about", "members"] as const).map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="min-h-11 border-b-2 border-transparent font-medium text-slate-700 data-[state=active]:border-primary data-[state=active]:text-primary"
              >
                {communityTexts.tabs[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Kept mounted while another tab shows, so a half-written post survives a look at About. */}
          <Tabs.Content value="posts" forceMount className="mt-4 outline-none data-[state=inactive]:hidden">
            {posts}
          </Tabs.Content>
          <Tabs.Content value="about" className="mt-4 outline-none">
            <AboutPanel community={community} />
          </Tabs.Content>
          <Tabs.Content value="members" className="mt-4 outline-none">
            <MembersPanel community={community} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
