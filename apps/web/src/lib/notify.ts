import { toasts } from "./toaster-store.ts";

/** Toasts for the whole app; sonner is fetched with the first one (toaster-store.ts). */
export const notify = {
  error: (text: string) => void toasts().then((m) => m.toast.error(text)),
  success: (text: string) => void toasts().then((m) => m.toast.success(text)),
  info: (text: string) => void toasts().then((m) => m.toast.info(text)),
};
