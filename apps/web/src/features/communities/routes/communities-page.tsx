import { communityTexts, timings } from "@forum/contract/texts";
import { useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useSession } from "../../../lib/session.ts";
import { useCommunities, useJoinedCommunities } from "../api.ts";
import { CommunityGrid } from "../components/community-grid.tsx";
import { JoinedFocusContext, useJoinedFocus } from "../components/joined-focus.ts";

/** Core §2 /communities: search (300 ms), the student's joined communities, then the others (or all, for guests). */
export default function CommunitiesPage() {
  useDocumentTitle("Communities");
  const session = useSession();
  const userId = session?.user.user_id;
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), timings.communitiesSearchDebounce);
  const all = useCommunities(search);
  const joined = useJoinedCommunities(userId);
  const othersHeading = useRef<HTMLHeadingElement>(null);
  const joinedFocus = useJoinedFocus();
  // Joined cards stay under "Other" after a join (showing Joined) until the list is next fetched (core §4).
  const others = session ? all.data?.filter((c) => !c.user_is_member) : all.data;

  return (
    // A card joined here moves to the joined section; its View Community link takes the focus its Join button had.
    <JoinedFocusContext value={joinedFocus}>
      <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 sm:py-6">
        <h1 className="text-2xl font-bold text-slate-900">Communities</h1>
        <SearchField label={communityTexts.searchPlaceholder} value={term} onChange={setTerm} className="mt-4 block" />
        {session && (
          <section aria-labelledby="joined-heading" className="mt-6">
            <h2 id="joined-heading" className="text-xl font-semibold text-slate-900">
              {communityTexts.joinedTitle}
            </h2>
            <CommunityGrid
              query={joined}
              items={joined.data}
              joined
              empty={
                <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
                  <p className="text-slate-700">{communityTexts.noneJoined}</p>
                  <Button
                    className="mt-3"
                    onClick={() => {
                      othersHeading.current?.scrollIntoView({ behavior: "smooth", block: "start" });
                      othersHeading.current?.focus({ preventScroll: true });
                    }}
                  >
                    {communityTexts.explore}
                  </Button>
                </div>
              }
            />
          </section>
        )}
        <section aria-labelledby="others-heading" className="mt-8">
          <h2
            id="others-heading"
            ref={othersHeading}
            tabIndex={-1}
            className="scroll-mt-20 text-xl font-semibold text-slate-900 outline-none"
          >
            {session ? communityTexts.otherTitle : communityTexts.allTitle}
          </h2>
          <CommunityGrid
            query={all}
            items={others}
            joined={false}
            empty={
              <p className="rounded-2xl bg-white p-6 text-center text-slate-700">
                {!search
                  ? communityTexts.noCommunities
                  : session
                    ? communityTexts.noOtherMatch(search)
                    : communityTexts.noMatch(search)}
              </p>
            }
          />
        </section>
      </div>
    </JoinedFocusContext>
  );
}
