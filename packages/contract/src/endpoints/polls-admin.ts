import type { adminDeleted, adminIdParams } from "../admin.ts";
import type { adminPollList, adminPollSaved, pollBody } from "../polls.ts";
import { endpoint } from "./endpoint.ts";

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
