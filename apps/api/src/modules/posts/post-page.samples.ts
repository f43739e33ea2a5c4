import { reviewed } from "../../db/sql-review/capture.ts";
import { student } from "../../db/sql-review/sample-data.ts";
import { createPostPageRepository } from "./post-page.repository.ts";

/** The samples `npm run sql:review` runs post-page.repository.ts's methods with (a student's page: the wider one). */
export const postPageSamples = reviewed("modules/posts/post-page.repository.ts", createPostPageRepository, {
  rows: ["1", student, "best", { viewerKey: "u:1", hour: 490_000 }],
});
