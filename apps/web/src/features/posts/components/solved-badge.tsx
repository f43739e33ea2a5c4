import { acceptedAnswerLabel, solvedLabel } from "@forum/contract/texts";

/** Lucide's check, inline: lucide's module of it made a chunk of its own that the post page fetched. */
const Check = ({ size }: { size: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    aria-hidden="true"
  >
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

/** A question with an accepted answer (API.md "Answers"): a word and a check, not colour alone. Tiny: every card has it. */
export function SolvedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ${className}`}
    >
      <Check size={14} />
      {solvedLabel}
    </span>
  );
}

/** Above the accepted reply: the same check (one icon module for both, no chunk of its own), and words. */
export function AcceptedLabel() {
  return (
    <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
      <Check size={18} />
      {acceptedAnswerLabel}
    </p>
  );
}
