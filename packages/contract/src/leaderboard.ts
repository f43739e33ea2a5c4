import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { leaderboard } from "./endpoints/leaderboard.ts";
import { adminLeaderboard } from "./endpoints/leaderboard-admin.ts";
import { leaderboardMessages, leaderboardTypes } from "./leaderboard-texts.ts";
import { userMeta } from "./profile.ts";

/** `?type=1|2` (1 when left out, anything else a 422). */
export const leaderboardQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((t) => t === leaderboardTypes.week || t === leaderboardTypes.allTime, {
      message: leaderboardMessages.typeInvalid,
    })
    .default(leaderboardTypes.week),
});
export const leaderboardEntrySchema = z.object({
  user: z.object({ user_id: z.number().int(), meta: userMeta }),
  /**
   * `likes` as the spec has it; `answers` are accepted answers in the same range (API.md "Answers"), and `points`,
   * the board's order, are likes plus `pointsRule.answerAccepted` for each answer.
   */
  stats: z.object({ likes: z.number().int(), answers: z.number().int(), points: z.number().int() }),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardResponse = z.object({ data: z.array(leaderboardEntrySchema) });

/** `GET /achiever/active`: the achievers image (an absolute URL), or null when none is active. */
export const achieverSchema = z.object({ image_path: z.string() });
export const achieverResponse = z.object({ data: achieverSchema.nullable() });
export type Achiever = z.infer<typeof achieverSchema>;

/** The leaderboard calls with their schemas (the server registers them; the web calls `leaderboard`). */
export const leaderboardApi = operations("leaderboard", {
  board: bind(leaderboard.board, "The engagement leaderboard", {
    query: leaderboardQuery,
    response: leaderboardResponse,
  }),
  achiever: bind(leaderboard.achiever, "The active achievers image", { response: achieverResponse }),
});

// Achievers: the image shown on the home sidebar
export const achieversBody = z.object({ image: z.unknown() });
export const achieversSchema = z.object({ id: z.number().int(), image: z.string(), active: z.boolean() });
export const achieversSaved = z.object({ data: achieversSchema, message: z.string() });

/** The console's achievers call (operation id `adminAchievers` as before it moved here). */
export const adminLeaderboardApi = operations("admin", {
  achievers: bind(
    adminLeaderboard.achievers,
    "Replace the active achievers image",
    { body: achieversBody, response: achieversSaved },
    [403, 413, 415],
  ),
});
