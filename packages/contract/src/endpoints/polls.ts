import type { adminDeleted, adminIdParams } from "../admin.ts";
import type { messageEnvelope } from "../envelopes.ts";
import type { activePollResponse, adminPollList, adminPollSaved, pollBody, pollVoteInput } from "../polls.ts";
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

type Id = typeof adminIdParams;

/** API.md "Admin and moderation": polls in the console (one active at a time). */
export const adminPolls = {
  polls: endpoint<{ response: typeof adminPollList }>()("GET", "forum", "/admin/polls", "admin"),
  createPoll: endpoint<{ body: typeof pollBody; response: typeof adminPollSaved }>()(
    "POST",
    "forum",
    "/admin/polls",
    "admin",
    { status: 201 },
  ),
  updatePoll: endpoint<{ params: Id; body: typeof pollBody; response: typeof adminPollSaved }>()(
    "PUT",
    "forum",
    "/admin/polls/:id",
    "admin",
  ),
  deletePoll: endpoint<{ params: Id; response: typeof adminDeleted }>()("DELETE", "forum", "/admin/polls/:id", "admin"),
};
