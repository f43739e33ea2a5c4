import { z } from "zod";
import { askOnce } from "./endpoints/ask-once.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope } from "./envelopes.ts";
import { postParams, postSchema } from "./posts.ts";

/** How long a typed title may be to be matched: a title's own limit would do, but a query longer than this adds nothing. */
export const SUGGEST_QUERY_MAX = 200;

/** GET /posts/suggest: the title being typed (trimmed; under 3 characters answers `[]`). */
export const postSuggestQuery = z.object({ q: z.string().max(SUGGEST_QUERY_MAX).default("") });
export const postSuggestion = z.object({
  uuid: z.string(),
  title: z.string(),
  replies_count: z.number().int(),
  solved: z.boolean(),
  created_at: z.string(),
});
export type PostSuggestion = z.infer<typeof postSuggestion>;
export const postSuggestResponse = z.object({ data: z.array(postSuggestion) });

/** POST /posts/{id}/duplicate: the original question, by uuid. */
export const duplicateInput = z.object({ of: z.string().trim().min(1).max(64) });
/** The closed (or reopened) question, as every Post answer. */
export const postResponseOne = dataEnvelope(postSchema);

export const askOnceApi = operations("posts", {
  suggest: bind(askOnce.suggest, "Published questions like a title being typed (up to 5)", {
    query: postSuggestQuery,
    response: postSuggestResponse,
  }),
  closeAsDuplicate: bind(
    askOnce.closeAsDuplicate,
    "Close a question as a duplicate of another (admins and its community's moderators)",
    { params: postParams, body: duplicateInput, response: postResponseOne },
    [403, 404],
  ),
  reopen: bind(
    askOnce.reopen,
    "Reopen a question closed as a duplicate (admins and its community's moderators)",
    { params: postParams, response: postResponseOne },
    [403, 404],
  ),
});
