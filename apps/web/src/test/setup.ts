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
  // sonner takes a closed toast (dismissed, or its time up) off the page on a timer of its own that unmounting does
  // not clear: left running, it fires after the file's environment is gone ("window is not defined", an unhandled
  // error that fails the run). Toasts on their way out are awaited while the page exists; those still showing are
  // unmounted with the page, their timers with them.
  const leaving = '[data-sonner-toast][data-removed="true"]';
  if (document.querySelector(leaving)) {
    await waitFor(() => {
      if (document.querySelector(leaving)) throw new Error("a toast is still leaving the page");
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
