import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterStore } from "../lib/toaster-store.ts";

// Fetched with the first toast (lib/notify.ts), never for a page that shows none.
const Toaster = lazy(() =>
  import("sonner").then((m) => ({
    default: function MountedToaster() {
      useEffect(() => toasterStore.mounted(), []);
      return <m.Toaster position="top-center" richColors closeButton />;
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
