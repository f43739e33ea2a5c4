import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { polls } from "./endpoints/polls.ts";
import { messageEnvelope } from "./envelopes.ts";
import { idNumber } from "./numbers.ts";

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
