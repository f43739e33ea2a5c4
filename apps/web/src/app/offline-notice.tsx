import { offlineTexts } from "@forum/contract/texts";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** Whether the browser says it has a connection (an `offline` event, or navigator.onLine false at first). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * "You are offline": a polite status line at the top of the page (under the navigation bar, never over it), gone when
 * the connection is back. The live region is always there, so screen readers announce the change when it is filled;
 * its name tells it apart from the pages' own status regions.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-label="Connection"
      className={online ? undefined : "border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"}
    >
      {!online && (
        <p className="mx-auto max-w-6xl">
          <strong className="font-semibold">{offlineTexts.notice}</strong>. {offlineTexts.noticeDetail}
        </p>
      )}
    </div>
  );
}
