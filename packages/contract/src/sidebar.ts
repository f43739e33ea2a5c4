import { z } from "zod";
import { userMeta } from "./profile.ts";

/** `GET /tags/latest`: the featured tags, most used first, in the spelling students typed. */
export const featuredTagsResponse = z.object({ data: z.array(z.string()) });

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
