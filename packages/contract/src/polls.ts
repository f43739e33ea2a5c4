import { z } from "zod";
import { adminDeleted, adminIdParams, requiredLine } from "./admin.ts";
import { adminLimits as L } from "./admin-texts.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { polls } from "./endpoints/polls.ts";
import { adminPolls } from "./endpoints/polls-admin.ts";
import { messageEnvelope } from "./envelopes.ts";
import { idNumber } from "./numbers.ts";
import { flag } from "./posts.ts";

export const pollOptionSchema = z.object({ id: z.number().int(), option: z.string(), votes_count: z.number().int() });
/** `GET /poll/active`: the one active poll with its counts and the caller's choice (null for guests and non-voters). */
export const activePollSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  options: z.array(pollOptionSchema),
  user_vote_option_id: z.number().int().nullable(),
});
export type ActivePoll = z.infer<typeof activePollSchema>;
export const activePollResponse = z.object({ data: activePollSchema.nullable() });

/** `POST /poll/vote` body. */
export const pollVoteInput = z.object({
  poll_id: idNumber(),
  option_id: idNumber(),
});
export type PollVoteInput = z.infer<typeof pollVoteInput>;

/** The poll calls with their schemas (the server registers them; the web calls `polls` from the endpoints). */
export const pollsApi = operations("polls", {
  active: bind(polls.active, "The active poll with its counts", { response: activePollResponse }),
  vote: bind(polls.vote, "Vote in a poll", { body: pollVoteInput, response: messageEnvelope }, [404]),
});

// Polls: one active at a time (activating one ends the other)
export const adminPollSchema = activePollSchema.extend({
  active: z.boolean(),
  votes_count: z.number().int(),
  created_at: z.string(),
});
export type AdminPoll = z.infer<typeof adminPollSchema>;
export const pollBody = z.object({
  title: requiredLine(L.pollTitleMax, "title"),
  options: z
    .array(requiredLine(L.pollOptionMax, "option"), { error: "The options are required." })
    .min(L.pollOptionsMin, { error: `A poll needs at least ${L.pollOptionsMin} options.` })
    .max(L.pollOptionsMax, { error: `A poll has at most ${L.pollOptionsMax} options.` }),
  active: flag.default(false),
});
export const adminPollList = z.object({ data: z.array(adminPollSchema) });
export const adminPollSaved = z.object({ data: adminPollSchema, message: z.string() });

const one = { params: adminIdParams };
/** The console's poll calls (operation ids `admin...` as before they moved here). */
export const adminPollsApi = operations("admin", {
  polls: bind(adminPolls.polls, "List polls (admin)", { response: adminPollList }, [403]),
  createPoll: bind(adminPolls.createPoll, "Create a poll", { body: pollBody, response: adminPollSaved }, [403]),
  updatePoll: bind(
    adminPolls.updatePoll,
    "Update a poll",
    { ...one, body: pollBody, response: adminPollSaved },
    [403, 404],
  ),
  deletePoll: bind(adminPolls.deletePoll, "Delete a poll", { ...one, response: adminDeleted }, [403, 404]),
});
