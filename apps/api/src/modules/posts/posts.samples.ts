import { reviewed } from "../../db/sql-review/capture.ts";
import { homeFeed, narrowSearch, student } from "../../db/sql-review/sample-data.ts";
import { createPostsRepository } from "./posts.repository.ts";

/** The samples `npm run sql:review` runs posts.repository.ts's methods with. */
export const postsSamples = reviewed("modules/posts/posts.repository.ts", createPostsRepository, {
  pageIds: [homeFeed, student, 2, 20],
  count: [narrowSearch, student],
  searchTotal: [{ ...narrowSearch, search: "exam" }, student],
  // Past the first page of many matches by relevance: the candidates, ranked.
  searchPageIds: [{ ...narrowSearch, search: "exam", recent: true }, student, 2, 20, { total: 5_000, estimated: true }],
  rowsByIds: [[1, 2]],
  findOne: ["1"],
  findMany: [[1, 2], student],
  similar: [{ id: 1 }, null, 5],
  isMember: [1, 1],
  viewerState: [1, [1, 2]],
});
