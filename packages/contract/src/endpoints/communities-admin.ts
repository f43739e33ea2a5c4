import type { adminDeleted, adminIdParams } from "../admin.ts";
import type { adminCommunityList, adminCommunitySaved, communityBody } from "../communities.ts";
import { endpoint } from "./endpoint.ts";

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
