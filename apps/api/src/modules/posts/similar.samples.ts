import { reviewed } from "../../db/sql-review/capture.ts";
import { student } from "../../db/sql-review/sample-data.ts";
import { createSimilarRepository } from "./similar.repository.ts";

/** The samples `npm run sql:review` runs similar.repository.ts's methods with: a student's (posts.samples.ts has a guest's). */
export const similarSamples = reviewed("modules/posts/similar.repository.ts", createSimilarRepository, {
  similar: [{ id: 1 }, student, 5],
});
