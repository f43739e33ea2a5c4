import { solvedLabel } from "@forum/contract/texts";

/**
 * A question with an accepted answer (API.md "Answers"): a check and a word, not colour alone. Tiny, every card has
 * it: the check is a character (an icon module of its own made a chunk that the post page fetched besides).
 */
export function SolvedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 text-xs font-semibold text-emerald-800 ${className}`}
    >
      <span aria-hidden="true">✓</span>
      {solvedLabel}
    </span>
  );
}
