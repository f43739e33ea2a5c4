import { sidebarTexts } from "@forum/contract/texts";
import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useMediaQuery } from "../../../components/use-media-query.ts";
import { useSession } from "../../../lib/session.ts";
import { useAchiever } from "../../leaderboard/api.ts";
import { AchieversImage } from "../../leaderboard/components/achievers-image.tsx";
import { FeaturedTags } from "./featured-tags.tsx";

const studentCards = () => import("./student-cards.tsx");
const PollAndCommunity = lazy(() => studentCards().then((m) => ({ default: m.PollAndCommunity })));
const LeaderboardCard = lazy(() => studentCards().then((m) => ({ default: m.LeaderboardCard })));

/**
 * Core §2 home sidebar: Featured Tags for everyone; Poll, Join Community and Forum Leaderboard only for signed-in
 * students; the achievers image for everyone. A lazy chunk of its own (the home page's first download has a budget).
 * Wide screens show it all beside the feed. Small screens keep the tags in view and fold the cards under one button,
 * so the feed is not pushed a screen down (and an infinite feed would never let anyone reach them below it); folded
 * cards are not fetched until they are opened.
 */
export default function HomeSidebar() {
  const signedIn = useSession() !== null;
  const achiever = useAchiever();
  const [open, setOpen] = useState(false);
  const cardsId = useId();
  const wide = useMediaQuery("(min-width: 1024px)");
  // Once shown, the cards stay mounted (CSS folds them): a phone turned sideways or a window resized across the
  // breakpoint must not unmount a poll form and lose the option a student picked, nor fetch the cards again.
  const [cardsShown, setCardsShown] = useState(false);
  if (signedIn && (open || wide) && !cardsShown) setCardsShown(true);
  if (!signedIn && cardsShown) setCardsShown(false);
  const showStudentCards = signedIn && cardsShown;
  const hasCards = signedIn || !!achiever.data;
  return (
    <div className="space-y-4">
      <FeaturedTags />
      {hasCards && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={cardsId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between rounded-2xl border border-slate-200 bg-white px-4 font-medium text-slate-900 hover:bg-slate-50 lg:hidden"
        >
          {signedIn ? sidebarTexts.moreFromForum : sidebarTexts.achievers}
          <ChevronDown size={20} aria-hidden="true" className={`transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      )}
      <div id={cardsId} className={`${open ? "grid" : "hidden"} grid-cols-1 gap-4 lg:grid`}>
        {/* Each card its own boundary: one still loading never hides (or holds back) another a student is using. */}
        <Suspense fallback={null}>{showStudentCards && <PollAndCommunity />}</Suspense>
        <AchieversImage achiever={achiever.data} />
        <Suspense fallback={null}>{showStudentCards && <LeaderboardCard />}</Suspense>
      </div>
    </div>
  );
}
