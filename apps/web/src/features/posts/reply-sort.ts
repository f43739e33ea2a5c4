import { type ReplySort, replySorts } from "@forum/contract/texts";
import { useState } from "react";

/** The web app's reply order when a student has chosen none: the best answers first (the API's default is oldest). */
export const defaultReplySort: ReplySort = "best";

/** One choice per student on this device (guests share one), so a shared phone keeps each student's own. */
const keyOf = (userId: number | null) => `forum.reply-sort.${userId ?? "guest"}`;

export function readReplySort(userId: number | null): ReplySort {
  try {
    const stored = localStorage.getItem(keyOf(userId));
    return replySorts.find((s) => s === stored) ?? defaultReplySort;
  } catch {
    return defaultReplySort; // storage refused (private mode): the default
  }
}

/**
 * The post page's reply order, remembered per student (API.md "Answers": the accepted answer leads whatever it is).
 * Read from storage on each render (a sign-in or out on this page reads the new student's); a choice storage refuses
 * still applies on this page.
 */
export function useReplySort(userId: number | null): [ReplySort, (sort: ReplySort) => void] {
  const [chosen, setChosen] = useState<Record<string, ReplySort>>({});
  const key = keyOf(userId);
  const choose = (next: ReplySort) => {
    setChosen({ ...chosen, [key]: next });
    try {
      localStorage.setItem(key, next);
    } catch {
      // Not kept past this page.
    }
  };
  return [chosen[key] ?? readReplySort(userId), choose];
}
