import { reviewed } from "../../db/sql-review/capture.ts";
import { createSearchRepository } from "./search.repository.ts";

/**
 * The samples `npm run sql:review` runs search.repository.ts's methods with, without a list's other
 * conditions (posts.samples.ts shows them together): a page of a large search newest first
 * and the total of a search.
 */
export const postsSearchSamples = reviewed("modules/posts/search.repository.ts", createSearchRepository, {
  pageIds: [undefined, "exam", 2, 20],
  total: [undefined, "exam", false],
});
