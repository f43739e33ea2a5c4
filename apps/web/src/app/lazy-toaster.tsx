import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterStore } from "../lib/toaster-store.ts";

/** The navigation bar's height (layout.tsx, h-16) plus a small gap. */
const toastOffset = { top: 72 };

// Fetched with the first toast (lib/notify.ts), never for a page that shows none.
const Toaster = lazy(() =>
  import("sonner").then((m) => ({
    default: function MountedToaster() {
      useEffect(() => toasterStore.mounted(), []);
      // Below the fixed 64 px navigation bar, not over it: the bar stays usable while a toast shows.
      return <m.Toaster position="top-center" offset={toastOffset} mobileOffset={toastOffset} richColors closeButton />;
    },
  })),
);

/** sonner's Toaster, put on the page only once something asks for a toast. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, () => toasterStore.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
