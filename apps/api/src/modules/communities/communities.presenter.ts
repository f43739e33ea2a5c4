import type { AdminCommunity, Community, CommunityMember } from "@forum/contract";
import { absoluteUrl, type PublicUrls, type PublicUserRow, publicUserOf } from "../../platform/public-user.ts";
import type { CommunityRow } from "./communities.repository.ts";
import type { CommunitiesAdminRepository } from "./communities-admin.repository.ts";

/** A community as answered; its banner as an absolute URL, the caller's own membership (false for guests). */
export const toCommunity = (row: CommunityRow, urls: PublicUrls): Community => ({
  id: row.id,
  name: row.name,
  acronym: row.acronym,
  image: absoluteUrl(urls, row.image),
  about: row.about,
  members_count: row.membersCount,
  user_is_member: row.isMember,
});

/** A member as a community lists them: `id` is the member's user id (a membership has no id of its own). */
export const toMember = (row: PublicUserRow, urls: PublicUrls): CommunityMember => ({
  id: row.id,
  user: publicUserOf(row, urls),
});

type CommunitiesAdminRow = Awaited<ReturnType<CommunitiesAdminRepository["list"]>>[number];

/** A community as the console lists it: as students see it (the admin is no member of it here), with its posts. */
export const toAdminCommunity = (row: CommunitiesAdminRow, urls: PublicUrls): AdminCommunity => ({
  ...toCommunity({ ...row, isMember: false }, urls),
  posts_count: row.postsCount,
});
