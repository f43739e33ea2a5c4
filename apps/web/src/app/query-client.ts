import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";
import { sessionStore } from "../lib/session.ts";
import { seedFirstData, takeFirstData } from "./first-data.ts";

/** Client errors (4xx) will not fix themselves, so only network and server failures are retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// The feed or post that index.html carries is in the cache before the first render (app/first-data.ts).
if (typeof document !== "undefined") {
  const first = takeFirstData(document);
  if (first) seedFirstData(queryClient, first, sessionStore.get() !== null);
}
