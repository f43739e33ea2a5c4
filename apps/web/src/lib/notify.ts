/**
 * Toasts without putting sonner into the first download: the library is fetched when the first toast is shown (the
 * lazily loaded Toaster in providers.tsx renders it).
 */
export const notify = {
  error: (text: string) => void import("sonner").then((m) => m.toast.error(text)),
  success: (text: string) => void import("sonner").then((m) => m.toast.success(text)),
  info: (text: string) => void import("sonner").then((m) => m.toast.info(text)),
};
