import { fullNameOrEmail } from "@forum/contract/helpers";
import { leaderboardTexts, leaderboardTypes } from "@forum/contract/texts";
import * as Tabs from "@radix-ui/react-tabs";
import { Avatar } from "../../../components/avatar.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { Link } from "../../../lib/router/index.ts";
import { SidebarCard } from "../../sidebar/components/sidebar-card.tsx";
import { useLeaderboard } from "../api.ts";

const tab =
  "min-h-11 flex-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm";

/**
 * Core §2 Forum Leaderboard (signed-in students only): This Week (type 1) ranks students by the likes their posts
 * received since Monday, each accepted answer worth 15 (API.md "Answers": the server's order, its answers named); All Time is only a placeholder, as the spec says, and See all is a label with no behaviour.
 */
export function LeaderboardCard() {
  return (
    <SidebarCard
      title={leaderboardTexts.title}
      aside={<span className="text-sm text-slate-600">{leaderboardTexts.seeAll}</span>}
    >
      <Tabs.Root defaultValue="week" className="mt-3">
        <Tabs.List aria-label={leaderboardTexts.title} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="week" className={tab}>
            {leaderboardTexts.thisWeek}
          </Tabs.Trigger>
          <Tabs.Trigger value="all" className={tab}>
            {leaderboardTexts.allTime}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="week" className="mt-3 outline-none">
          <WeekBoard />
        </Tabs.Content>
        <Tabs.Content value="all" className="mt-3 outline-none">
          <p className="text-sm text-slate-700">{leaderboardTexts.allTimePlaceholder}</p>
        </Tabs.Content>
      </Tabs.Root>
    </SidebarCard>
  );
}

function WeekBoard() {
  const board = useLeaderboard(leaderboardTypes.week);
  if (board.isPending) return <Spinner className="text-primary" label="Loading leaderboard" />;
  if (!board.data?.length) return <p className="text-sm text-slate-700">{leaderboardTexts.noLikesThisWeek}</p>;
  return (
    <ol className="space-y-2">
      {board.data.map((entry, i) => {
        const name = fullNameOrEmail(entry.user);
        return (
          <li key={entry.user.user_id} className="flex items-center gap-3">
            <span className="w-5 shrink-0 text-center text-sm font-semibold text-slate-600">{i + 1}</span>
            <Avatar src={entry.user.meta.profile_image} name="" size={36} />
            <Link
              to={`/profile/${entry.user.user_id}`}
              className="min-w-0 flex-1 truncate py-2 text-sm font-medium text-slate-900 hover:text-primary hover:underline"
            >
              {name}
            </Link>
            <span className="shrink-0 text-right text-sm text-slate-700">
              {leaderboardTexts.likes(entry.stats.likes)}
              {entry.stats.answers > 0 && (
                <span className="block">{leaderboardTexts.answers(entry.stats.answers)}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
