import { type ReplySort, replySorts } from "@forum/contract/texts";
import { useState } from "react";

/** The web app's reply order when a student has chosen none: the best answers first (the API's default is oldest). */
export const defaultReplySort: ReplySort = "best";

/**
 * The post page's reply order, remembered per student on this device (guests share one), so a shared phone keeps each
 * student's own (API.md "Answers": the accepted answer leads whatever it is). A choice storage refuses (storage off)
 * still applies on this page.
 */
export function useReplySort(userId: number | null): [ReplySort, (sort: ReplySort) => void] {
  const key = `forum.reply-sort.${userId ?? "guest"}`;
  const [chosen, setChosen] = useState<[string, ReplySort]>();
  const choose = (next: ReplySort) => {
    setChosen([key, next]);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Not kept past this page.
    }
  };
  if (chosen?.[0] === key) return [chosen[1], choose];
  try {
    return [replySorts.find((s) => s === localStorage.getItem(key)) ?? defaultReplySort, choose];
  } catch {
    return [defaultReplySort, choose];
  }
}
