import "@testing-library/jest-dom/vitest";
import { cleanup, configure, waitFor } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { sessionStore } from "../lib/session.ts";

// findBy/waitFor give up after 1 s by default; the first test of a file also loads lazy route modules, and the
// component tests share the machine's 2 cores with the API tests, so a render can take seconds. The same
// assertions, more patience (a passing wait ends as soon as its condition holds).
configure({ asyncUtilTimeout: 15_000 });

// Signed-in pages render the notification bell, whose live connection would dial a server that is not there; the
// bell's own tests mock it again to drive it.
vi.mock("../features/notifications/live-socket.ts", () => ({ openLiveSocket: () => () => {} }));

// jsdom has no layout, so scrolling (the layout's scroll restoration) is a no-op here.
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  // sonner takes a dismissed toast off the page on a timer of its own, which unmounting does not clear: left running,
  // it fires after the file's environment is gone ("window is not defined", an unhandled error that fails the run).
  // Toasts still showing are dismissed, and their removal awaited while the page exists.
  if (document.querySelector("[data-sonner-toast]")) {
    const { toast } = await import("sonner");
    toast.dismiss();
    await waitFor(() => {
      if (document.querySelector("[data-sonner-toast]")) throw new Error("a toast is still on the page");
    });
  }
  cleanup();
  sessionStore.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
