import { notificationTexts, notificationActionTexts as texts } from "@forum/contract/texts";
import { Settings } from "lucide-react";
import { useRef } from "react";
import { Button, buttonClass } from "../../../components/button.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { useInView } from "../../../components/use-in-view.ts";
import { Link, Navigate } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { unreadCount, useNotifications, useReadOnOpen } from "../api.ts";
import { NotificationList } from "../components/notification-list.tsx";
import { useActionFlow } from "../components/use-action-flow.tsx";

/** Secondary §2 /notifications: every notification of the signed-in student, paged as the list scrolls. */
export default function NotificationsPage() {
  const session = useSession();
  useDocumentTitle("Notifications");
  if (!session) return <Navigate to="/login" replace state={{ from: "/notifications" }} />;
  return <Notifications />;
}

function Notifications() {
  const list = useNotifications();
  const flow = useActionFlow();
  const onOpen = useReadOnOpen();
  const sentinel = useRef<HTMLDivElement>(null);
  const items = list.items;
  const more = list.hasNextPage && !list.isFetchingNextPage;
  // Secondary §2/§9: the next page when the last item comes into view (100 px margin, threshold 0.1).
  useInView(sentinel, () => void list.fetchNextPage(), more, { rootMargin: "100px", threshold: 0.1 });
  if (list.isError) console.error("Failed to load notifications", list.error);

  return (
    <div className="mx-auto max-w-3xl px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={unreadCount(list.data) === 0} onClick={() => flow.start("readAll")}>
            {texts.readAll.label}
          </Button>
          <Button variant="secondary" disabled={items.length === 0} onClick={() => flow.start("deleteAll")}>
            {notificationTexts.deleteAll}
          </Button>
          <Link to="/settings/notifications" className={buttonClass("secondary")}>
            <Settings size={18} aria-hidden="true" />
            {notificationTexts.settingsLink}
          </Link>
        </div>
      </div>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-1 sm:p-3">
        <NotificationList
          items={items}
          status={list.status}
          loadingText={notificationTexts.loadingPage}
          start={flow.start}
          onOpen={onOpen}
          onRetry={() => void list.refetch()}
          footer={
            <>
              {/* The last item's stand-in for the observer: it sits right after it. */}
              <div ref={sentinel} aria-hidden="true" className="h-px" />
              {list.isFetchingNextPage && (
                <p role="status" className="py-4 text-center text-slate-600">
                  {notificationTexts.loadingPage}
                </p>
              )}
            </>
          }
        />
      </div>
      {flow.dialogs}
    </div>
  );
}
