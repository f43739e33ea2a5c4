import type { AnswerFilter } from "@forum/contract/texts";
import { postCacheKeys } from "./post-cache.ts";

/** The home feed's filters and cache key, apart from its calls: the app shell seeds the feed index.html carries. */
export type FeedFilters = {
  recent: boolean;
  categoryIds: number[];
  tag: string;
  search: string;
  /** Questions without a visible reply, without an accepted answer, or with one ("" for all). */
  answers?: AnswerFilter | "";
};

/** The home page's filters with none in its address (use-feed-filters.ts): the feed index.html carries. */
export const noFeedFilters: FeedFilters = { recent: false, categoryIds: [], tag: "", search: "" };

export const feedKey = (filters: FeedFilters) => postCacheKeys.list("feed", filters);
