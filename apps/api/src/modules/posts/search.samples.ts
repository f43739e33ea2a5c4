import { eq } from "drizzle-orm";
import { posts } from "../../db/schema/index.ts";
import { reviewed } from "../../db/sql-review/capture.ts";
import { createSearchRepository } from "./search.repository.ts";

/** A list's other conditions, as posts.repository.ts hands them over (its samples show them whole). */
const published = eq(posts.status, "published");

/**
 * The samples `npm run sql:review` runs search.repository.ts's methods with: a page of few matches (their ids, read
 * by the total, ordered by relevance) and the total of a search.
 */
export const postsSearchSamples = reviewed("modules/posts/search.repository.ts", createSearchRepository, {
  pageIds: [published, '"exam timetable"', false, 1, 20, [1, 2, 3]],
  total: [published, "exam", false],
});
