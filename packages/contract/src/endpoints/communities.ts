import type {
  communityAction,
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
