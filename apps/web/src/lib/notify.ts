import { plainToast } from "./plain-toast.ts";
import { toasts } from "./toaster-store.ts";

type Kind = "error" | "success" | "info";

const show = (kind: Kind) => (text: string) =>
  void toasts()
    .then((m) => m.toast[kind](text))
    .catch(() => plainToast(text, kind));

/** Toasts for the whole app; sonner is fetched with the first one (toaster-store.ts). */
export const notify = { error: show("error"), success: show("success"), info: show("info") };
