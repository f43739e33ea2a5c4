import type { adminDeleted, adminIdParams } from "../admin.ts";
import type {
  adminCommunityList,
  adminCommunitySaved,
  communityAction,
  communityBody,
  communityListQuery,
  communityListResponse,
  communityParams,
  communityResponse,
  randomCommunityResponse,
} from "../communities.ts";
import { endpoint } from "./endpoint.ts";

type One = { params: typeof communityParams; response: typeof communityResponse };
type Membership = { params: typeof communityParams; response: typeof communityAction };

/** Core §3 communities: browsing is public (guests are members of none); joining and leaving need a student. */
export const communities = {
  list: endpoint<{ query: typeof communityListQuery; response: typeof communityListResponse }>()(
    "GET",
    "forum",
    "/communities",
    "public",
  ),
  show: endpoint<One>()("GET", "forum", "/communities/:id", "public"),
  join: endpoint<Membership>()("POST", "forum", "/communities/:id/join", "user"),
  leave: endpoint<Membership>()("POST", "forum", "/communities/:id/leave", "user"),
  random: endpoint<{ response: typeof randomCommunityResponse }>()("GET", "forum", "/random/community", "public"),
};

type Id = typeof adminIdParams;

/** API.md "Admin and moderation": communities in the console (multipart `name, acronym, about`, `image`). */
export const adminCommunities = {
  communities: endpoint<{ response: typeof adminCommunityList }>()("GET", "forum", "/admin/communities", "admin"),
  createCommunity: endpoint<{ body: typeof communityBody; response: typeof adminCommunitySaved }>()(
    "POST",
    "forum",
    "/admin/communities",
    "admin",
    { status: 201, form: true },
  ),
  updateCommunity: endpoint<{ params: Id; body: typeof communityBody; response: typeof adminCommunitySaved }>()(
    "PUT",
    "forum",
    "/admin/communities/:id",
    "admin",
    { form: true },
  ),
  deleteCommunity: endpoint<{ params: Id; response: typeof adminDeleted }>()(
    "DELETE",
    "forum",
    "/admin/communities/:id",
    "admin",
  ),
};
