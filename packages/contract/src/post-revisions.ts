import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { postRevisions } from "./endpoints/post-revisions.ts";
import { postParams } from "./posts.ts";
import { publicUser } from "./profile.ts";

/**
 * One earlier version of a post or reply (API.md "Answers"): `version` counts from 1 (as first published);
 * `edited_at` is when an edit replaced it and `editor` who saved that edit, null on an anonymous post for all but its
 * author and admins. `content` is the sanitised HTML it had.
 */
export const postRevisionSchema = z.object({
  version: z.number().int().min(1),
  title: z.string().nullable(),
  content: z.string(),
  edited_at: z.string(),
  editor: publicUser.nullable(),
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

/** At most `revisionsMax` versions, the newest. */
export const postRevisionsResponse = z.object({ data: z.array(postRevisionSchema) });

export const postRevisionsApi = operations("postRevisions", {
  list: bind(
    postRevisions.list,
    "Earlier versions of a post or reply, newest first",
    { params: postParams, response: postRevisionsResponse },
    [403, 404],
  ),
});
