import { z } from "zod";
import { idNumber } from "./numbers.ts";
import { userMeta } from "./profile.ts";

/** `GET /tags/latest`: the featured tags, most used first, in the spelling students typed. */
export const featuredTagsResponse = z.object({ data: z.array(z.string()) });

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

export const leaderboardQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === 1 || t === 2, { message: "The type must be 1 (this week) or 2 (all time)." })
    .default(1),
});
export const leaderboardEntrySchema = z.object({
  user: z.object({ user_id: z.number().int(), meta: userMeta }),
  stats: z.object({ likes: z.number().int() }),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardResponse = z.object({ data: z.array(leaderboardEntrySchema) });

/** `GET /achiever/active`: the achievers image (an absolute URL), or null when none is active. */
export const achieverSchema = z.object({ image_path: z.string() });
export const achieverResponse = z.object({ data: achieverSchema.nullable() });
export type Achiever = z.infer<typeof achieverSchema>;
