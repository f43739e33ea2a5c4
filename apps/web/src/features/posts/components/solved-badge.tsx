import { solvedLabel } from "@forum/contract/texts";
import { Check } from "lucide-react";

/** A question with an accepted answer (API.md "Answers"): a word and a check, not colour alone. Tiny: every card has it. */
export function SolvedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ${className}`}
    >
      <Check size={14} strokeWidth={3} aria-hidden="true" />
      {solvedLabel}
    </span>
  );
}
