import type { MessageEnvelope, NotificationAction, NotificationItem, NotificationsPage } from "@forum/contract";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";

/** One key factory: every cached list sits under `all`, so a push or an action refreshes them together. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

/** Secondary §4: pages from 1 until next_page_url is null; the first page also carries the badge's unread_count. */
export function useNotifications(enabled = true) {
  return useInfinitePages({
    queryKey: notificationKeys.list(),
    fetchPage: (page, signal) => api.get<NotificationsPage>("forum", "/notifications", { query: { page }, signal }),
    itemKey: notificationId,
    // Pushes, reconnects and actions refresh the list; the bell and the page mounting need not fetch it again.
    staleTime: 30_000,
    enabled,
  });
}

const notificationId = (n: NotificationItem) => n.id;

export const unreadCount = (data: InfiniteData<NotificationsPage> | undefined) => data?.pages[0]?.unread_count ?? 0;

const paths: Record<NotificationAction, string> = {
  readOne: "/notifications/read",
  readAll: "/notifications/read",
  unreadOne: "/notifications/unread",
  deleteOne: "/notifications/delete",
  deleteAll: "/notifications/delete",
};

export type ActionInput = { action: NotificationAction; id?: number };

/** Read, unread and delete (one, or all without an id); the lists are fetched again afterwards. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: ActionInput) =>
      api.post<MessageEnvelope>("forum", paths[action], id === undefined ? {} : { notification_id: id }),
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
    void api
      .post("forum", "/notifications/read", { notification_id: item.id })
      .catch(() => {})
      .finally(() => queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  };
}
