import type { categorySearchQuery, categorySearchResponse } from "../posts.ts";
import { endpoint } from "./endpoint.ts";

/** Core §7: the category picker's search. */
export const categories = {
  search: endpoint<{ query: typeof categorySearchQuery; response: typeof categorySearchResponse }>()(
    "GET",
    "forum",
    "/categories",
    "public",
  ),
};
