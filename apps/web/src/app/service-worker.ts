/**
 * Starts the offline support (the service worker and its caches' owner check) once the page has loaded and the
 * browser is idle, in the production build only: none of it is in the first download, and the dev server and the
 * component tests run without a worker.
 */
export function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void import("./offline-cache.ts").then((m) => m.startOfflineCache()));
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
