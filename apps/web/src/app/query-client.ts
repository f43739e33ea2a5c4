import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";

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
