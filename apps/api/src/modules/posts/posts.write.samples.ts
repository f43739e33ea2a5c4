import { reviewed } from "../../db/sql-review/capture.ts";
import { edited, reply } from "../../db/sql-review/sample-data.ts";
import { createPostsWriteRepository } from "./posts.write.repository.ts";

/**
 * The samples `npm run sql:review` runs posts.write.repository.ts's methods with: Writes last: a reply to post 1 (its
 * parent's counter and hot score move), an edit publishing a draft, a removal.
 */
export const postsWriteSamples = reviewed("modules/posts/posts.write.repository.ts", createPostsWriteRepository, {
  existingCategoryIds: [[1, 2]],
  create: [1, reply],
  update: [1, edited, true],
  remove: [{ id: 2, parentId: 1, status: "published" }],
  imagesInUse: [["/forum/uploads/a.webp", "/forum/uploads/b.webp"]],
});
