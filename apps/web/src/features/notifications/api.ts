import type { NotificationAction, NotificationItem, NotificationsPage } from "@forum/contract";
import { notifications } from "@forum/contract/endpoints";
import { notificationActionTexts } from "@forum/contract/texts";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { notify } from "../../lib/notify.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";
import { useStillShown } from "../../lib/use-still-shown.ts";

/** One key factory: every cached list sits under `all`, so a push or an action refreshes them together. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

/** Secondary §4: pages from 1 until next_page_url is null; the first page also carries the badge's unread_count. */
export function useNotifications(enabled = true) {
  return useInfinitePages({
    queryKey: notificationKeys.list(),
    fetchPage: (page, signal) => call(notifications.list, { query: { page }, signal }),
    itemKey: notificationId,
    // Pushes, reconnects and actions refresh the list; the bell and the page mounting need not fetch it again.
    staleTime: 30_000,
    enabled,
  });
}

const notificationId = (n: NotificationItem) => n.id;

export const unreadCount = (data: InfiniteData<NotificationsPage> | undefined) => data?.pages[0]?.unread_count ?? 0;

export type ActionInput = { action: NotificationAction; id?: number };

/** Read and delete act on one notification, or on all without an id; unread always names one. */
const endpointOf = {
  readOne: notifications.read,
  readAll: notifications.read,
  deleteOne: notifications.remove,
  deleteAll: notifications.remove,
} as const;

function act({ action, id }: ActionInput) {
  if (action === "unreadOne") return call(notifications.unread, { body: { notification_id: id ?? 0 } });
  return call(endpointOf[action], { body: id === undefined ? {} : { notification_id: id } });
}

/**
 * Read, unread and delete (one, or all without an id); the lists are fetched again afterwards. The screen that asked
 * (the notifications page, the bell) says the outcome in its dialogs while it shows; it can be left while the action
 * runs, and a gone screen's own callbacks never run, so then the outcome is a toast from here.
 */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  const screenShown = useStillShown();
  return useMutation({
    mutationFn: act,
    onSuccess: (answer) => {
      if (!screenShown()) notify.success(answer.message);
    },
    onError: (_err, { action }) => {
      if (!screenShown()) notify.error(notificationActionTexts[action].failed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Opening a notification reads it. That is not one of the spec's confirmed actions (no dialogs), so it happens quietly;
 * a failure leaves it unread, which the list shows.
 */
export function useReadOnOpen() {
  const queryClient = useQueryClient();
  return (item: NotificationItem) => {
    if (item.read_at) return;
    void call(notifications.read, { body: { notification_id: item.id } })
      .catch(() => {})
      .finally(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  };
}
