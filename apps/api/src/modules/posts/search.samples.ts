import { reviewed } from "../../db/sql-review/capture.ts";
import { createSearchRepository } from "./search.repository.ts";

/**
 * The samples `npm run sql:review` runs search.repository.ts's methods with, without a list's other
 * conditions (posts.samples.ts shows them together): a page of few matches (their ids, read
 * by the total, ordered by relevance) and the total of a search.
 */
export const postsSearchSamples = reviewed("modules/posts/search.repository.ts", createSearchRepository, {
  pageIds: [undefined, '"exam timetable"', false, 1, 20, [1, 2, 3]],
  total: [undefined, "exam", false],
});
