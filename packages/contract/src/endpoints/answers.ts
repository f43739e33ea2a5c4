import type { acceptInput, acceptResponse, unacceptResponse } from "../answers.ts";
import type { postParams } from "../posts.ts";
import { endpoint } from "./endpoint.ts";

type OnePost = { params: typeof postParams };

/** API.md "Answers": a question's author (or an admin, or a moderator of its community) accepts a reply as its answer. */
export const answers = {
  accept: endpoint<OnePost & { body: typeof acceptInput; response: typeof acceptResponse }>()(
    "POST",
    "forum",
    "/posts/:id/accept",
    "user",
  ),
  unaccept: endpoint<OnePost & { response: typeof unacceptResponse }>()("DELETE", "forum", "/posts/:id/accept", "user"),
};
