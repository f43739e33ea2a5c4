import { profile } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { call } from "../../../lib/api-client.ts";

/** Typing stays free: the call waits for a pause this long, and earlier answers stay shown meanwhile. */
const PAUSE_MS = 200;

/** Students whose username or name starts with `query` (GET /users/suggest), or none while there is no query. */
export function useUserSuggestions(query: string | null) {
  const q = useDebouncedValue(query?.toLowerCase() ?? "", PAUSE_MS);
  const found = useQuery({
    queryKey: ["users", "suggest", q],
    queryFn: ({ signal }) => call(profile.suggest, { query: { q }, signal }).then((r) => r.data),
    enabled: q !== "",
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  return query ? (found.data ?? []) : [];
}
