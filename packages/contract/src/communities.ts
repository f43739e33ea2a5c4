import { z } from "zod";
import { idNumber } from "./numbers.ts";
import { flag } from "./posts.ts";
import { publicUser } from "./profile.ts";

/** One member as a community lists it: `id` is the member's user id (a membership has no id of its own). */
export const communityMember = z.object({ id: z.number().int(), user: publicUser });
export type CommunityMember = z.infer<typeof communityMember>;

/**
 * A community as answered (core §3, API.md). `user_is_member` is the caller's own membership (false for guests);
 * `members` (the first 20) only on `GET /communities/{id}` and the join/leave answers.
 */
export const communitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string(),
  image: z.string().nullable(),
  about: z.string(),
  members_count: z.number().int(),
  user_is_member: z.boolean(),
  members: z.array(communityMember).optional(),
});
export type Community = z.infer<typeof communitySchema>;

/** GET /communities: `all=1` (with an optional search) or `user_id` (the communities that user joined). */
export const communityListQuery = z.object({
  all: flag.optional(),
  search: z.string().trim().max(100).optional(),
  user_id: idNumber().optional(),
});
export type CommunityListQuery = z.infer<typeof communityListQuery>;

/** How many members `GET /communities/{id}` lists (API.md). */
export const communityMembersShown = 20;
