import type { LiveNotification, NotificationItem } from "@forum/contract";
import { timings } from "@forum/contract/texts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { type NavigateFunction, useNavigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { toasts } from "../../../lib/toaster-store.ts";
import { notificationKeys, unreadCount, useNotifications, useReadOnOpen } from "../api.ts";
import { openLiveSocket } from "../live-socket.ts";
import { NotificationPanel } from "./notification-panel.tsx";
import { useActionFlow } from "./use-action-flow.tsx";

type Props = { open: boolean; panelId: string; badgeSlot: HTMLElement | null; onClose: () => void };

/** Core §2 live toast: 10 seconds, with a link to the post when the push names one. */
async function showToast(n: LiveNotification, navigate: NavigateFunction): Promise<string | number> {
  const link = n.postId ? (
    <a
      href={`/forum/post/${n.postId}`}
      className="font-semibold text-primary underline"
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return; // a new tab or window: let the browser have it
        e.preventDefault();
        navigate(`/post/${n.postId}`);
      }}
    >
      View post
    </a>
  ) : undefined;
  const { toast } = await toasts();
  return toast(n.message, { duration: timings.notificationToast, description: link });
}

/**
 * Everything behind the bell that the first paint does not need, loaded after it for signed-in users: the unread
 * badge, the live connection (toast, badge and lists refresh on a push), the panel and the action dialogs.
 */
export default function BellLive({ open, panelId, badgeSlot, onClose }: Props) {
  const token = useSession()?.token;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useNotifications();
  const flow = useActionFlow();
  const latest = useRef({ navigate, queryClient });
  latest.current = { navigate, queryClient };

  // The live toasts say what the open panel now lists, and would cover part of it: opening the panel clears them.
  const shown = useRef(new Set<string | number>());
  useEffect(() => {
    if (!open) return;
    if (shown.current.size === 0) return;
    void toasts()
      .then(({ toast }) => {
        for (const id of shown.current) toast.dismiss(id);
        shown.current.clear();
      })
      .catch(() => {}); // sonner could not be fetched: no toast was shown to dismiss
  }, [open]);

  // Said on the bell as data-live="connected": a browser journey waits for it before it makes something to push.
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!token) return;
    const refresh = () => void latest.current.queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return openLiveSocket({
      onNotification: (n) => {
        void showToast(n, latest.current.navigate)
          .then((id) => shown.current.add(id))
          .catch(() => {}); // offline and sonner never fetched: the badge and the list still say it
        refresh();
      },
      onReconnect: refresh,
      onRefused: refresh, // a revoked token answers 401 here, which signs the browser out
      onConnectionChange: setConnected,
    });
  }, [token]);
  useEffect(() => {
    if (!badgeSlot) return;
    if (connected) badgeSlot.dataset.live = "connected";
    else delete badgeSlot.dataset.live;
  }, [badgeSlot, connected]);

  const readOnOpen = useReadOnOpen();
  const onOpen = (item: NotificationItem) => {
    onClose();
    readOnOpen(item);
  };

  const unread = unreadCount(list.data);
  const badge = unread > 0 && (
    <>
      <span
        aria-hidden="true"
        className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
      >
        {unread > 99 ? "99+" : unread}
      </span>
      <span className="sr-only">, {unread} unread</span>
    </>
  );
  return (
    <>
      {badgeSlot && badge && createPortal(badge, badgeSlot)}
      {open && <NotificationPanel id={panelId} start={flow.start} onOpen={onOpen} onClose={onClose} />}
      {flow.dialogs}
    </>
  );
}
