import type { messageEnvelope } from "../envelopes.ts";
import type { reportInput, reportReasonsResponse } from "../moderation.ts";
import { endpoint } from "./endpoint.ts";

/** Core §7 reporting a post: the reasons one may be reported for (public) and a report (signed in). */
export const moderation = {
  reportReasons: endpoint<{ response: typeof reportReasonsResponse }>()("GET", "forum", "/report-reasons", "public"),
  report: endpoint<{ body: typeof reportInput; response: typeof messageEnvelope }>()(
    "POST",
    "forum",
    "/report-reasons",
    "user",
    { status: 201 },
  ),
};
