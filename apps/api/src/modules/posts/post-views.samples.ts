import { reviewed } from "../../db/sql-review/capture.ts";
import { createPostViewsRepository } from "./post-views.repository.ts";

/** The samples `npm run sql:review` runs post-views.repository.ts's methods with. */
export const postViewsSamples = reviewed("modules/posts/post-views.repository.ts", createPostViewsRepository, {
  record: [
    [
      { postId: 1, viewerKey: "u:1", hour: 490_000 },
      { postId: 2, viewerKey: "g:abc", hour: 490_000 },
    ],
  ],
});
