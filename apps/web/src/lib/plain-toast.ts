/**
 * A toast's message when sonner itself cannot be fetched (offline, never fetched before): a plain line near the bottom
 * of the screen for a few seconds (where sonner's toasts show, clear of the page's title), announced like a toast. The
 * same message again replaces its line. Rare, so plain DOM: nothing of it is in any download but this.
 */
export function plainToast(text: string, kind: "error" | "success" | "info") {
  for (const shown of document.querySelectorAll("[data-plain-toast]")) if (shown.textContent === text) shown.remove();
  const line = document.createElement("p");
  line.setAttribute("role", kind === "error" ? "alert" : "status");
  line.dataset.plainToast = "";
  line.textContent = text;
  line.className =
    "fixed bottom-20 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg";
  document.body.append(line);
  setTimeout(() => line.remove(), 6000);
}
