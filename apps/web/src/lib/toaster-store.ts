type Sonner = typeof import("sonner");

/**
 * Toasts without sonner in the first download: neither the library nor its Toaster is fetched until the first toast.
 * `toasts()` asks the app to mount the Toaster (providers.tsx renders it once `toasterStore.wanted`), waits for it to be
 * on the page (a toast sent before would be dropped), and hands over the library.
 */
let ready: Promise<Sonner> | undefined;
let markMounted: () => void = () => {};
const listeners = new Set<() => void>();

export const toasterStore = {
  wanted: false,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Called by the Toaster once it is on the page. */
  mounted: () => markMounted(),
};

export function toasts(): Promise<Sonner> {
  ready ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    toasterStore.wanted = true;
    for (const listener of listeners) listener();
  }).then(() => import("sonner"));
  return ready;
}
