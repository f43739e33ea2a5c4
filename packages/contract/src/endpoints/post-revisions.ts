import type { postRevisionsResponse } from "../post-revisions.ts";
import type { postParams } from "../posts.ts";
import { endpoint } from "./endpoint.ts";

/** API.md "Answers": the earlier versions of a post or reply edited after publishing (forum base). */
export const postRevisions = {
  /** Newest first, to whoever may read the post (or reply) itself. */
  list: endpoint<{ params: typeof postParams; response: typeof postRevisionsResponse }>()(
    "GET",
    "forum",
    "/posts/:id/revisions",
    "public",
  ),
};
