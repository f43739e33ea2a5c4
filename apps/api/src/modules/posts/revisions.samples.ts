import { reviewed } from "../../db/sql-review/capture.ts";
import { createRevisionsRepository } from "./revisions.repository.ts";

/** The samples `npm run sql:review` runs revisions.repository.ts's methods with: post 1 edited, then its history. */
export const postRevisionsSamples = reviewed("modules/posts/revisions.repository.ts", createRevisionsRepository, {
  record: [{ postId: 1, title: "The title before", content: "<p>The text before.</p>", editorId: 1 }],
  list: [1, 50],
});
