/**
 * A toast's message when sonner itself cannot be fetched (offline, never fetched before): a plain line at the top of
 * the screen for a few seconds, announced like a toast. Rare, so plain DOM: nothing of it is in any download but this.
 */
export function plainToast(text: string, kind: "error" | "success" | "info") {
  const line = document.createElement("p");
  line.setAttribute("role", kind === "error" ? "alert" : "status");
  line.textContent = text;
  line.className =
    "fixed top-[72px] left-1/2 z-[70] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg";
  document.body.append(line);
  setTimeout(() => line.remove(), 6000);
}
