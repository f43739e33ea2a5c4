import type { duplicateInput, postResponseOne, postSuggestQuery, postSuggestResponse } from "../ask-once.ts";
import type { postParams } from "../posts.ts";
import { endpoint } from "./endpoint.ts";

type OnePost = { params: typeof postParams; response: typeof postResponseOne };

/** Ask once (API.md "Answers"): similar questions while a title is typed; closing a question as a duplicate. */
export const askOnce = {
  /** Up to 5 published questions like the title being typed: public (the caller's communities included). */
  suggest: endpoint<{ query: typeof postSuggestQuery; response: typeof postSuggestResponse }>()(
    "GET",
    "forum",
    "/posts/suggest",
    "public",
  ),
  closeAsDuplicate: endpoint<OnePost & { body: typeof duplicateInput }>()(
    "POST",
    "forum",
    "/posts/:id/duplicate",
    "user",
  ),
  reopen: endpoint<OnePost>()("DELETE", "forum", "/posts/:id/duplicate", "user"),
};
