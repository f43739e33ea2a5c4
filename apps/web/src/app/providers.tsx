import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { sessionStore } from "../lib/session.ts";
import { queryClient } from "./query-client.ts";

// Toasts are never needed for the first paint; loading them separately keeps the home route's download small.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The navigation bar's height (layout.tsx, h-16) plus a small gap. */
const toastOffset = { top: 72 };

export function Providers({ children }: { children: ReactNode }) {
  // Answers carry the caller's own state (liked, bookmarked, is_author); when someone signs in or out, what is cached
  // was answered for someone else and is fetched again.
  useEffect(() => {
    const unsubscribe = sessionStore.subscribe(() => void queryClient.invalidateQueries());
    return () => {
      unsubscribe();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {/* Below the fixed 64 px navigation bar, not over it: the bar stays usable while a toast shows. */}
        <Toaster position="top-center" offset={toastOffset} mobileOffset={toastOffset} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
