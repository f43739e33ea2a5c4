import { leaderboardPageTexts } from "@forum/contract/texts";
import { Trophy } from "lucide-react";
import { Avatar } from "../../../components/avatar.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { leaderboardSample } from "./leaderboard-sample.ts";

const medal = ["bg-amber-400 text-amber-950", "bg-slate-300 text-slate-900", "bg-orange-300 text-orange-950"];

/** Secondary §9 /leaderboard: points standings, fixed sample data as the spec has it (and says so on the page). */
export default function LeaderboardPage() {
  useDocumentTitle(leaderboardPageTexts.title);
  return (
    <section aria-labelledby="leaderboard-title" className="mx-auto max-w-3xl px-3 py-6 sm:px-4">
      <div className="flex items-center gap-3">
        <Trophy size={28} aria-hidden="true" className="text-amber-500" />
        <h1 id="leaderboard-title" className="text-2xl font-bold text-slate-900">
          {leaderboardPageTexts.title}
        </h1>
      </div>
      <p className="mt-2 text-slate-700">{leaderboardPageTexts.intro}</p>
      <p className="mt-1 text-sm text-slate-600">{leaderboardPageTexts.sampleNote}</p>
      <ol aria-label={leaderboardPageTexts.title} className="mt-6 space-y-2">
        {leaderboardSample.map((row, i) => (
          <li
            key={row.name}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 sm:px-4"
          >
            <span
              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${medal[i] ?? "bg-slate-100 text-slate-700"}`}
            >
              <span className="sr-only">{leaderboardPageTexts.rank} </span>
              {i + 1}
            </span>
            <Avatar name="" size={36} className="max-sm:hidden" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{row.name}</p>
              <p className="text-sm text-slate-600">{row.school}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block font-semibold text-slate-900 tabular-nums">
                {row.points.toLocaleString("en-NG")}
              </span>
              <span className="block text-xs text-slate-600">{leaderboardPageTexts.points}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
