import { rewardTaskTexts as T } from "@forum/contract/texts";
import { rewardUiTexts as U } from "./reward-ui-texts.ts";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** Secondary §9: rewards in dollars; none yet is TBD. */
export const rewardText = (amount: number | null) => (amount === null ? T.rewardTbd : dollars.format(amount));

export const dateText = (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : "—");

/** Side card: the estimated duration as written, else the days ("1 day", "3 days"), else Not specified. */
export function durationText(estimated: string | null, days: number | null = null) {
  if (estimated) return estimated;
  if (days !== null) return `${days} ${days === 1 ? T.day : T.days}`;
  return T.notSpecified;
}

/** The card's deadline text: days left, due today, passed, or none. */
export function deadlineText(iso: string | null, now = new Date()) {
  if (!iso) return U.noDeadline;
  const left = Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000);
  if (left < 0) return U.deadlinePassed;
  if (left === 0) return U.dueToday;
  return `${U.deadlineOn(dateText(iso))} · ${U.daysLeft(left)}`;
}

/** Comma-separated skills and tools as chips. */
export const chips = (list: string) =>
  list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
