import type { ActivePoll } from "@forum/contract";
import { pollTexts } from "@forum/contract/texts";
import { Check } from "lucide-react";

/** The poll after the student voted: each option's share, their own choice marked. */
export function PollResults({ poll }: { poll: ActivePoll }) {
  const total = poll.options.reduce((sum, o) => sum + o.votes_count, 0);
  return (
    <div className="mt-3">
      <p className="font-medium text-slate-900">{poll.title}</p>
      <ul className="mt-2 space-y-3">
        {poll.options.map((o) => {
          const share = total ? Math.round((o.votes_count / total) * 100) : 0;
          const mine = o.id === poll.user_vote_option_id;
          return (
            <li key={o.id} className="text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className={mine ? "font-semibold text-slate-900" : "text-slate-800"}>
                  {o.option}
                  {mine && (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs font-medium text-primary">
                      <Check size={14} aria-hidden="true" />
                      {pollTexts.yourVote}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-slate-700">
                  {share}%<span className="sr-only">, {pollTexts.votes(o.votes_count)}</span>
                </span>
              </div>
              {/* The bar only draws the share printed beside the option. */}
              <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className={`h-full rounded-full ${mine ? "bg-primary" : "bg-slate-400"}`}
                  style={{ width: `${share}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{pollTexts.votes(total)}</p>
    </div>
  );
}
