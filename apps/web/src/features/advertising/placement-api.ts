import { advertising } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/**
 * The campaign for one sponsored slot of the feed. Each answer counts an impression, so a slot asks once (never
 * again while the page lives), only when the student scrolls near it, and a failure is not retried: the feed simply
 * shows no ad there.
 */
export function usePlacement(slot: number, enabled: boolean) {
  return useQuery({
    queryKey: ["ads", "placement", slot],
    queryFn: ({ signal }) => call(advertising.placement, { signal }).then((r) => r.data),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
