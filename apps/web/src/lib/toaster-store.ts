type Sonner = typeof import("sonner");

/**
 * Toasts without sonner in the first download: neither the library nor its Toaster is fetched until the first toast.
 * `toasts()` asks the app to mount the Toaster (app/lazy-toaster.tsx renders it while `toasterStore.attempt` is set),
 * waits for it to be on the page (a toast sent before would be dropped), and hands over the library. If the library
 * cannot be fetched (offline, and never fetched before), it fails, and the next toast tries again.
 */
let ready: Promise<Sonner> | undefined;
let settle: { mounted: () => void; failed: (error: unknown) => void } = { mounted: () => {}, failed: () => {} };
const listeners = new Set<() => void>();
let attempts = 0;

export const toasterStore = {
  /** Which try at mounting the Toaster is under way (0: none asked for yet, or the last one failed). */
  attempt: 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Called by the Toaster once it is on the page. */
  mounted: () => settle.mounted(),
  /** Called when sonner could not be fetched. */
  failed: (error: unknown) => settle.failed(error),
};

function setAttempt(attempt: number) {
  toasterStore.attempt = attempt;
  for (const listener of listeners) listener();
}

export function toasts(): Promise<Sonner> {
  ready ??= new Promise<void>((mounted, failed) => {
    settle = { mounted, failed };
    setAttempt(++attempts);
  })
    .then(() => import("sonner"))
    .catch((error: unknown) => {
      ready = undefined;
      setAttempt(0);
      throw error;
    });
  return ready;
}
