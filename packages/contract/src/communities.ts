import { z } from "zod";
import { adminDeleted, adminIdParams, requiredLine } from "./admin.ts";
import { adminLimits as L } from "./admin-texts.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { communities } from "./endpoints/communities.ts";
import { adminCommunities } from "./endpoints/communities-admin.ts";
import { dataEnvelope } from "./envelopes.ts";
import { idNumber, parseIdDigits } from "./numbers.ts";
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

/**
 * `{id}` of a community: a positive whole number within 32 bits. Anything else (`abc`, `0`, 36 dashes) finds nothing,
 * so it parses to null and is answered 404 like an unknown id (API.md: unknown ids are 404), not 422.
 */
export const communityParams = z.object({
  id: z.coerce.string().min(1).max(32).transform(parseIdDigits),
});

export const communityListResponse = z.object({ data: z.array(communitySchema) });
export const communityResponse = dataEnvelope(communitySchema);
/** Join and leave answer the community as it is now, with its first members, and a message. */
export const communityAction = z.object({ data: communitySchema, message: z.string() });
export const randomCommunityResponse = z.object({ data: communitySchema.nullable() });

/** The community calls with their schemas (the server registers them; the web calls `communities`). */
export const communitiesApi = operations("communities", {
  list: bind(communities.list, "List communities", { query: communityListQuery, response: communityListResponse }),
  show: bind(communities.show, "A community", { params: communityParams, response: communityResponse }, [404]),
  join: bind(communities.join, "Join a community", { params: communityParams, response: communityAction }, [404]),
  leave: bind(communities.leave, "Leave a community", { params: communityParams, response: communityAction }, [404]),
  random: bind(communities.random, "A random community the caller has not joined", {
    response: randomCommunityResponse,
  }),
});

// Communities (multipart: `image` is a file, a Buffer once the server has read the form; empty keeps the old one)
export const adminCommunitySchema = communitySchema.extend({ posts_count: z.number().int() });
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;
export const communityBody = z.object({
  name: requiredLine(L.communityNameMax, "name"),
  acronym: requiredLine(L.acronymMax, "acronym"),
  about: z
    .string()
    .trim()
    .max(L.aboutMax, { error: `The about text may be at most ${L.aboutMax} characters.` })
    .default(""),
  image: z.unknown().optional(),
});
export const adminCommunityList = z.object({ data: z.array(adminCommunitySchema) });
export const adminCommunitySaved = z.object({ data: communitySchema, message: z.string() });

const one = { params: adminIdParams };
/** The console's community calls (operation ids `admin...` as before they moved here). */
export const adminCommunitiesApi = operations("admin", {
  communities: bind(adminCommunities.communities, "List communities (admin)", { response: adminCommunityList }, [403]),
  createCommunity: bind(
    adminCommunities.createCommunity,
    "Create a community",
    { body: communityBody, response: adminCommunitySaved },
    [403, 413, 415],
  ),
  updateCommunity: bind(
    adminCommunities.updateCommunity,
    "Update a community",
    { ...one, body: communityBody, response: adminCommunitySaved },
    [403, 404, 413, 415],
  ),
  deleteCommunity: bind(
    adminCommunities.deleteCommunity,
    "Delete a community",
    { ...one, response: adminDeleted },
    [403, 404],
  ),
});
