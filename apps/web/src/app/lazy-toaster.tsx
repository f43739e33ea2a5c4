import { type ComponentType, lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from "react";
import { useMediaQuery } from "../components/use-media-query.ts";
import { toasterStore } from "../lib/toaster-store.ts";

// At the bottom, never over the page's title (which sits right under the navigation bar). Below lg the home page's
// floating create button (create-post-fab.tsx: 16 px from the bottom, 56 px tall) shows: toasts stay above it.
const aboveFab = { bottom: 80 };
const wideOffset = { bottom: 24 };

// Fetched with the first toast (lib/notify.ts), never for a page that shows none. A failed fetch (offline) renders
// nothing and says so, so the toast falls back to a plain message and the next one tries again.
const loadToaster = () =>
  lazy(
    (): Promise<{ default: ComponentType }> =>
      import("sonner")
        .then((m) => ({
          default: function MountedToaster() {
            useEffect(() => toasterStore.mounted(), []);
            const wide = useMediaQuery("(min-width: 1024px)");
            return (
              <m.Toaster
                position="bottom-center"
                offset={wide ? wideOffset : aboveFab}
                mobileOffset={aboveFab}
                richColors
                closeButton
              />
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
