import type { EventItem, EventsPage } from "@forum/contract";
import { events, pathOf } from "@forum/contract/endpoints";
import { apiBases, eventTexts } from "@forum/contract/texts";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import { notify } from "../../lib/notify.ts";
import { useSession } from "../../lib/session.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";

/**
 * One key factory. A list is the caller's (`reminder_set` is theirs), so the key names who asks: signing in shows
 * one's own reminders rather than the guest's cached page.
 */
export const eventKeys = {
  all: ["events"] as const,
  list: (userId: number | null, search: string) => [...eventKeys.all, "list", userId, search] as const,
};

const eventId = (e: EventItem) => e.id;

/** Secondary §4: pages from 1; upcoming soonest first, then past ones (the server's order). */
export function useEvents(search: string) {
  const userId = useSession()?.user.user_id ?? null;
  return useInfinitePages({
    queryKey: eventKeys.list(userId, search),
    fetchPage: (page, signal) => call(events.list, { query: { search: search || undefined, page }, signal }),
    itemKey: eventId,
  });
}

/** The event's .ics, a plain download any calendar app opens. */
export const calendarUrl = (id: number) => `${apiBases.forum}${pathOf(events.calendar, { id })}`;

/** Puts the changed event in every cached list that holds it (no refetch: the answer says what changed). */
function usePatchEvent() {
  const qc = useQueryClient();
  return (id: number, patch: Partial<EventItem>) =>
    qc.setQueriesData<InfiniteData<EventsPage>>({ queryKey: eventKeys.all }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              data: p.data.map((e) => (e.id === id ? { ...e, ...patch } : e)),
            })),
          }
        : data,
    );
}

/** A refusal the server explains (the event has started: 422) says why; anything else gets the spec's text. */
const failure = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status === 422 ? errorMessage(err, fallback) : fallback;

// The outcome is told here rather than by the button: a search answered meanwhile replaces the list, and the card
// that was pressed with it, and a caller's own callbacks never run once it is gone.
export function useSetReminder() {
  const patch = usePatchEvent();
  return useMutation({
    mutationFn: (id: number) => call(events.setReminder, { params: { id } }),
    onSuccess: (res, id) => {
      patch(id, { ...res.data, reminder_set: true });
      notify.success(res.message || eventTexts.reminderSet);
    },
    onError: (err) => notify.error(failure(err, eventTexts.reminderFailed)),
  });
}

export function useCancelReminder() {
  const patch = usePatchEvent();
  return useMutation({
    mutationFn: (id: number) => call(events.cancelReminder, { params: { id } }),
    onSuccess: (res, id) => {
      patch(id, { reminder_set: false });
      notify.success(res.message);
    },
    onError: (err) => notify.error(failure(err, eventTexts.reminderCancelFailed)),
  });
}
