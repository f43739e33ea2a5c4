import type { AdminCommunity, AdminPoll, AdminUser } from "@forum/contract";
import { isSuspended } from "../../db/suspension.ts";
import { absoluteUrl, type PublicUrls, userMetaOf } from "../../platform/public-user.ts";
import { toCommunity } from "../communities/communities.presenter.ts";
import type { AdminUserRow } from "./admin.repository.ts";
import type { AdminCommunitiesRepository } from "./admin-communities.repository.ts";
import type { AdminPollRow } from "./admin-polls.repository.ts";

type CommunityRow = Awaited<ReturnType<AdminCommunitiesRepository["list"]>>[number];

/** A community as students see it (the admin is no member of it here), with how many posts it holds. */
export const toAdminCommunity = (row: CommunityRow, urls: PublicUrls): AdminCommunity => ({
  ...toCommunity({ ...row, isMember: false }, urls),
  posts_count: row.postsCount,
});

/** A poll with its options, whether it is the active one, and its votes. */
export const toAdminPoll = (row: AdminPollRow): AdminPoll => ({
  id: row.id,
  title: row.title,
  options: row.options.map(({ id, option, votes_count }) => ({ id, option, votes_count })),
  user_vote_option_id: null,
  active: row.active,
  votes_count: row.options.reduce((sum, o) => sum + o.votes_count, 0),
  created_at: row.createdAt.toISOString(),
});

/** An account as the console lists it; `suspension` only while one is in force. */
export const toAdminUser = (row: AdminUserRow, urls: PublicUrls): AdminUser => ({
  id: row.id,
  user_id: row.id,
  email: row.email,
  meta: userMetaOf(row, urls),
  is_admin: row.isAdmin,
  email_verified: row.emailVerifiedAt !== null,
  created_at: row.createdAt.toISOString(),
  suspension: isSuspended(row)
    ? {
        reason: row.suspendedReason ?? "",
        until: row.suspendedUntil?.toISOString() ?? null,
        since: row.suspendedAt?.toISOString() ?? row.createdAt.toISOString(),
      }
    : null,
});

export const toAchievers = (row: { id: number; imagePath: string; active: boolean }, urls: PublicUrls) => ({
  id: row.id,
  image: absoluteUrl(urls, row.imagePath) ?? row.imagePath,
  active: row.active,
});
