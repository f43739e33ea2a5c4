import { answerFilters } from "@forum/contract/texts";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "../../lib/router/index.ts";
import type { FeedFilters } from "../posts/api.ts";

/** Feed filters live in the URL (?search=&tag=&recent=1&category_ids=1,2), so links and the nav search reach them. */
export function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const tag = params.get("tag") ?? "";
  const recent = params.get("recent") === "1";
  const ids = params.get("category_ids") ?? "";
  const answers = answerFilters.find((f) => f === params.get("filter"));
  const filters = useMemo<FeedFilters>(
    () => ({
      search: search.trim(),
      tag: tag.trim(),
      recent,
      categoryIds: ids
        .split(",")
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
      ...(answers && { answers }),
    }),
    [search, tag, recent, ids, answers],
  );
  const update = useCallback(
    (patch: Partial<FeedFilters>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (patch.search !== undefined) set("search", patch.search.trim());
          if (patch.tag !== undefined) set("tag", patch.tag);
          if (patch.recent !== undefined) set("recent", patch.recent ? "1" : "");
          if (patch.categoryIds !== undefined) set("category_ids", patch.categoryIds.join(","));
          if (patch.answers !== undefined) set("filter", patch.answers);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
