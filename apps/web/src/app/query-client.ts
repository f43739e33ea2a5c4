import { QueryClient } from "@tanstack/react-query";
import { ApiError, OfflineError } from "../lib/api-client.ts";
import { sessionStore } from "../lib/session.ts";
import { seedFirstData, takeFirstData } from "./first-data.ts";

/**
 * Client errors (4xx) will not fix themselves, so only network and server failures are retried (not while offline). Offline, a query
 * still asks once (the service worker answers what was read before) and a write fails at once with the offline
 * message, rather than both waiting silently for the connection ("offlineFirst").
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { networkMode: "offlineFirst" },
    queries: {
      networkMode: "offlineFirst",
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof OfflineError) &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// The feed or post that index.html carries is in the cache before the first render (app/first-data.ts).
if (typeof document !== "undefined") {
  const first = takeFirstData(document);
  if (first) seedFirstData(queryClient, first, sessionStore.get() !== null);
}
