import type { featuredTagsResponse } from "../tags.ts";
import { endpoint } from "./endpoint.ts";

/** Core §2: the home page's featured tags. */
export const tags = {
  latest: endpoint<{ response: typeof featuredTagsResponse }>()("GET", "forum", "/tags/latest", "public"),
};
