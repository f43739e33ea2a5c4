import type { UserStats } from "@forum/contract";
import { pointsExplained } from "@forum/contract/helpers";
import { profileTexts } from "@forum/contract/texts";
import { ChevronRight, Heart, MessageSquare, Newspaper, ThumbsUp, Trophy } from "lucide-react";
import { Alert } from "../../../components/alert.tsx";
import { Link } from "../../../lib/router/index.ts";
import { useUserStats } from "../api.ts";

const zeros: UserStats = {
  likes_received: 0,
  likes_given: 0,
  comments_received: 0,
  posts_shared: 0,
  points: 0,
  total_points: 0,
};

const rows = [
  { key: "likes_received", label: profileTexts.likesReceived, Icon: Heart },
  { key: "likes_given", label: profileTexts.likesGiven, Icon: ThumbsUp },
  { key: "comments_received", label: profileTexts.commentsReceived, Icon: MessageSquare },
  { key: "posts_shared", label: profileTexts.postsShared, Icon: Newspaper },
] as const;

/** The four statistic rows and the Leaderboard row; a failed load says so and shows zeros (secondary §8). */
export function StatRows({ userId }: { userId: number }) {
  const { data, isError, isPending } = useUserStats(userId);
  const stats = data ?? zeros;
  const value = (n: number) => (isPending ? "…" : n);
  return (
    <div className="space-y-3" aria-busy={isPending || undefined}>
      {isError && <Alert title={profileTexts.loadFailedTitle}>{profileTexts.fetchStatsFailed}</Alert>}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(({ key, label, Icon }) => (
          <div key={key} className="flex items-center gap-3 px-3 py-2.5">
            <Icon size={18} aria-hidden="true" className="shrink-0 text-primary" />
            <dt className="flex-1 text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value(stats[key])}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/leaderboard"
        className="flex min-h-11 items-center gap-3 rounded-xl bg-blue-50 px-3 py-2.5 text-slate-900 hover:bg-blue-100"
      >
        <Trophy size={18} aria-hidden="true" className="shrink-0 text-amber-600" />
        <span className="flex-1 font-medium">{profileTexts.leaderboard}</span>
        <span className="font-semibold text-primary tabular-nums">
          {isPending ? "…" : profileTexts.points(stats.total_points)}
        </span>
        <ChevronRight size={18} aria-hidden="true" className="text-slate-500" />
      </Link>
      <p className="text-xs text-slate-600">{pointsExplained}</p>
    </div>
  );
}
