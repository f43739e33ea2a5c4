import type { NotificationItem } from "@forum/contract";
import { notificationTexts, notificationActionTexts as texts } from "@forum/contract/texts";
import { useEffect, useRef } from "react";
import { Link } from "../../../lib/router/index.ts";
import { unreadCount, useNotifications } from "../api.ts";
import { NotificationList } from "./notification-list.tsx";
import type { StartAction } from "./use-action-flow.tsx";

const action =
  "min-h-11 rounded-lg px-2 text-sm font-medium text-primary hover:bg-blue-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent";

type Props = { id: string; start: StartAction; onOpen: (item: NotificationItem) => void; onClose: () => void };

/** Core §2 dropdown: title, Mark all as Read, Delete all notifications, the newest page, View All Notifications. */
export function NotificationPanel({ id, start, onOpen, onClose }: Props) {
  const list = useNotifications();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const items = list.data?.pages[0]?.data ?? [];
  if (list.isError) console.error("Failed to load notifications", list.error);
  return (
    <section
      ref={panel}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-lg outline-none sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Notifications
      </h2>
      <div className="mt-2 flex flex-wrap justify-between gap-2 border-b border-slate-200 pb-2">
        <button
          type="button"
          className={action}
          disabled={unreadCount(list.data) === 0}
          onClick={() => start("readAll")}
        >
          {texts.readAll.label}
        </button>
        <button type="button" className={action} disabled={items.length === 0} onClick={() => start("deleteAll")}>
          {notificationTexts.deleteAll}
        </button>
      </div>
      <div className="-mx-2 my-2 min-h-0 flex-1 overflow-y-auto px-2">
        <NotificationList
          items={items}
          status={list.status}
          loadingText={notificationTexts.loadingPanel}
          start={start}
          onOpen={onOpen}
          onRetry={() => void list.refetch()}
        />
      </div>
      <Link
        to="/notifications"
        onClick={onClose}
        className="flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-medium text-primary hover:bg-slate-200"
      >
        View All Notifications
      </Link>
    </section>
  );
}
