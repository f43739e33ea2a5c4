import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { sessionStore } from "../lib/session.ts";
import { LazyToaster } from "./lazy-toaster.tsx";
import { queryClient } from "./query-client.ts";

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
      <LazyToaster />
    </QueryClientProvider>
  );
}
