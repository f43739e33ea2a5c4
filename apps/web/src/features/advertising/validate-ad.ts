import { adBody } from "@forum/contract";
import { adMessages, lastAdStartDate } from "@forum/contract/texts";
import { forumToday } from "./ad-dates.ts";

export type AdValues = {
  business_name: string;
  caption: string;
  adUrl: string;
  duration: string;
  budget: string;
  start_date: string;
};

/**
 * Secondary §5: the form's checks in the spec's order, each blocking submit, with the server's own schema (so the
 * messages and bounds are the ones it would answer), then "today or later, within a year" in the forum's zone. The first message, or
 * null when the form may be sent.
 */
export function firstProblem(values: AdValues, today = forumToday()): string | null {
  const checked = adBody.safeParse(values);
  if (!checked.success) return checked.error.issues[0]?.message ?? null;
  // ISO dates compare as text.
  if (checked.data.start_date < today) return adMessages.startDatePast;
  if (checked.data.start_date > lastAdStartDate(today)) return adMessages.startDateTooFar;
  return null;
}
