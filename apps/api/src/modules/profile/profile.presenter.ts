import { type Profile, pointsFor, type UserStats } from "@forum/contract";
import { absoluteUrl, type PublicUrls, userMetaOf } from "../../platform/public-user.ts";
import type { ProfileRepository } from "./profile.repository.ts";
import type { StatsRepository } from "./stats.repository.ts";

type UserRow = NonNullable<Awaited<ReturnType<ProfileRepository["findById"]>>>;
type StatsRow = NonNullable<Awaited<ReturnType<StatsRepository["forUser"]>>>;

/** API.md Profile; the e-mail only for its owner; the picture as an absolute URL like every stored image. */
export function toProfile(user: UserRow, viewerId: number | null, urls: PublicUrls): Profile {
  const image = absoluteUrl(urls, user.profileImage);
  return {
    id: user.id,
    user_id: user.id,
    ...(viewerId === user.id ? { email: user.email } : {}),
    username: user.username,
    status: user.statusText,
    created_at: user.createdAt.toISOString(),
    student: { firstname: user.firstName, lastname: user.lastName, image },
    meta: userMetaOf(user, urls),
    is_admin: user.isAdmin,
  };
}

/** The counts as answered, with points by the one rule in the contract's points.ts: this week's and all of them. */
export const toUserStats = (c: StatsRow): UserStats => ({
  likes_received: c.likesReceived,
  likes_given: c.likesGiven,
  comments_received: c.commentsReceived,
  posts_shared: c.postsShared,
  // Approved reward-task work adds the points it was awarded (dated by its approval).
  points:
    pointsFor({
      postsShared: c.weekPostsShared,
      commentsWritten: c.weekCommentsWritten,
      likesReceived: c.weekLikesReceived,
      answersAccepted: c.weekAnswersAccepted,
    }) + c.weekTaskPoints,
  total_points: pointsFor(c) + c.taskPoints,
});
