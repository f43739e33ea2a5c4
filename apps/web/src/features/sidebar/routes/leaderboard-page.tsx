import { leaderboardPageTexts } from "@forum/contract";
import { Trophy } from "lucide-react";
import { Avatar } from "../../../components/avatar.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { leaderboardSample } from "./leaderboard-sample.ts";

const medal = ["bg-amber-400 text-amber-950", "bg-slate-300 text-slate-900", "bg-orange-300 text-orange-950"];

/** Secondary §2/§9 /leaderboard: points standings, fixed sample data as the spec has it (and says so on the page). */
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
      <table className="mt-6 w-full border-separate border-spacing-y-2 text-left">
        <caption className="sr-only">{leaderboardPageTexts.title}</caption>
        <thead>
          <tr className="text-sm text-slate-600">
            <th scope="col" className="w-14 px-3 font-medium">
              {leaderboardPageTexts.rank}
            </th>
            <th scope="col" className="px-3 font-medium">
              {leaderboardPageTexts.student}
            </th>
            <th scope="col" className="px-3 text-right font-medium">
              {leaderboardPageTexts.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {leaderboardSample.map((row, i) => (
            <tr key={row.name} className="bg-white shadow-sm">
              <td className="rounded-l-xl border-y border-l border-slate-200 px-3 py-3">
                <span
                  className={`inline-flex size-8 items-center justify-center rounded-full text-sm font-bold ${medal[i] ?? "bg-slate-100 text-slate-700"}`}
                >
                  {i + 1}
                </span>
              </td>
              <td className="min-w-0 border-y border-slate-200 px-3 py-3">
                <div className="flex items-center gap-3">
                  <Avatar name="" size={36} className="max-sm:hidden" />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{row.name}</p>
                    <p className="truncate text-sm text-slate-600">{row.school}</p>
                  </div>
                </div>
              </td>
              <td className="rounded-r-xl border-y border-r border-slate-200 px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
                {row.points.toLocaleString("en-NG")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
