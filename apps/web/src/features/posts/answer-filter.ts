import { type AnswerFilter, answerFilters } from "@forum/contract/texts";
import { useCallback } from "react";
import { useSearchParams } from "../../lib/router/index.ts";

/** `?filter=` as the API takes it, or "" (all): anything else in the address is no filter. */
export const answerFilterOf = (value: string | null): AnswerFilter | "" => answerFilters.find((f) => f === value) ?? "";

/**
 * The answer filter of a community's or a profile's list, kept in the address (`?filter=`) like the feed's filters,
 * so a link or Back reaches it. The home feed reads it with its other filters (use-feed-filters.ts).
 */
export function useAnswerFilter(): [AnswerFilter | "", (next: AnswerFilter | "") => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (next: AnswerFilter | "") =>
      setParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next) params.set("filter", next);
          else params.delete("filter");
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [answerFilterOf(params.get("filter")), set];
}
