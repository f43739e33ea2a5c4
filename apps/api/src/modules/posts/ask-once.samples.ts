import { reviewed } from "../../db/sql-review/capture.ts";
import { audit, student } from "../../db/sql-review/sample-data.ts";
import { createAskOnceRepository } from "./ask-once.repository.ts";

/**
 * The samples `npm run sql:review` runs ask-once.repository.ts's methods with: a student's suggestions (a common word
 * and one in no title), the chain of originals of post 4, and its closing undone (it ends as it began).
 */
export const postsAskOnceSamples = reviewed("modules/posts/ask-once.repository.ts", createAskOnceRepository, {
  // "zygote" is in no title, so the walk does not meet it: both statements run (the second on the trigram index).
  suggest: [["exam", "zygote"], student, 5],
  originals: [4],
  // Reopening an open question: the statements of a close, leaving the data as later samples expect it.
  setDuplicateOf: [4, null, audit],
});
