/**
 * The post page's one lazy module for its replies: the order select (once there are two replies) and, for the
 * question's author and admins, Accept answer / Undo, and the accepted answer's label (its border marks it at once).
 * One chunk and one preload list; a reader of an unanswered question downloads none of it.
 */
import { acceptedAnswerLabel } from "@forum/contract/texts";

export { default as AcceptAnswerButton } from "./accept-answer-button.tsx";
export { default } from "./reply-sort.tsx";

/** Above the accepted reply: a check (not colour alone) and words. */
export function AcceptedLabel() {
  return (
    <p className="mb-2 flex gap-1.5 text-sm font-semibold text-emerald-800">
      <span aria-hidden="true">✓</span>
      {acceptedAnswerLabel}
    </p>
  );
}
