import type { messageEnvelope } from "../envelopes.ts";
import type { activePollResponse, pollVoteInput } from "../polls.ts";
import { endpoint } from "./endpoint.ts";

/** Core §7 polls: the active poll (public; the card is for signed-in students) and a vote. */
export const polls = {
  active: endpoint<{ response: typeof activePollResponse }>()("GET", "forum", "/poll/active", "public"),
  vote: endpoint<{ body: typeof pollVoteInput; response: typeof messageEnvelope }>()(
    "POST",
    "forum",
    "/poll/vote",
    "user",
  ),
};
