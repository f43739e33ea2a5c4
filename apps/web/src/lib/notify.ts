import { sayingNow } from "./page-toasts.ts";
import { plainToast } from "./plain-toast.ts";
import { toasts } from "./toaster-store.ts";

type Kind = "error" | "success" | "info";

// A message is its toast's id: said again while it shows, it replaces that toast (restarting its time) instead of
// stacking a copy under it (a third failed submit is not a third toast).
const show = (kind: Kind) => (text: string) => {
  sayingNow(text);
  void toasts()
    .then((m) => m.toast[kind](text, { id: text }))
    .catch(() => plainToast(text, kind));
};

/** Toasts for the whole app; sonner is fetched with the first one (toaster-store.ts). */
export const notify = { error: show("error"), success: show("success"), info: show("info") };
