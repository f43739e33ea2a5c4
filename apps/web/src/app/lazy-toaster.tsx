import { type ComponentType, lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import { toasterStore } from "../lib/toaster-store.ts";

/** The navigation bar's height (layout.tsx, h-16) plus a small gap. */
const toastOffset = { top: 72 };

// Fetched with the first toast (lib/notify.ts), never for a page that shows none. A failed fetch (offline) renders
// nothing and says so, so the toast falls back to a plain message and the next one tries again.
const loadToaster = () =>
  lazy(
    (): Promise<{ default: ComponentType }> =>
      import("sonner")
        .then((m) => ({
          default: function MountedToaster() {
            useEffect(() => toasterStore.mounted(), []);
            // Below the fixed 64 px navigation bar, not over it: the bar stays usable while a toast shows.
            return (
              <m.Toaster position="top-center" offset={toastOffset} mobileOffset={toastOffset} richColors closeButton />
            );
          },
        }))
        .catch((error: unknown) => {
          toasterStore.failed(error);
          return { default: () => null };
        }),
  );

/** sonner's Toaster, put on the page only once something asks for a toast. */
export function LazyToaster() {
  const attempt = useSyncExternalStore(toasterStore.subscribe, () => toasterStore.attempt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new try at fetching it is a new lazy component
  const Toaster = useMemo(loadToaster, [attempt]);
  return attempt > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
