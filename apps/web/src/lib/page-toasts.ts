import { toasterStore, toasts } from "./toaster-store.ts";

/**
 * Toasts belong to the page they were said on: leaving it dismisses them, so a wrong code's toast does not follow the
 * student onto /login once the right code is in. A toast said in the same task as the move stays: it tells the outcome
 * that moved the page ("Post created." over the new post, "Post deleted." over the home page).
 */
let saidNow: Set<string | number> | null = null;

/** Marks a toast (by its id) as said now: a move to another page in this same task keeps it. */
export function sayingNow(id: string | number) {
  if (!saidNow) {
    const said = new Set<string | number>();
    saidNow = said;
    // Once this task is over the toast is its page's: a later move leaves it behind.
    setTimeout(() => {
      if (saidNow === said) saidNow = null;
    });
  }
  saidNow.add(id);
}

/** Dismisses the toasts on screen, but those said in this task (app/router.tsx calls it as the page changes). */
export function leavePageToasts() {
  if (toasterStore.attempt === 0) return; // no toast asked for yet (or sonner could not be had): none is showing
  const keep = saidNow ?? new Set();
  void toasts()
    .then(({ toast }) => {
      for (const shown of toast.getToasts()) if (!keep.has(shown.id)) toast.dismiss(shown.id);
    })
    .catch(() => {}); // sonner could not be fetched: no toast of it is showing
}
