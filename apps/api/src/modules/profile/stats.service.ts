import { pointsFor, type UserStats } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import { weekStart } from "../leaderboard/week-start.ts";
import type { StatsRepository } from "./stats.repository.ts";

/** A user's profile statistics and points, by the one rule in the contract's points.ts; the leaderboard's week. */
export function createStatsService(d: { repo: StatsRepository; now?: () => Date }) {
  const now = d.now ?? (() => new Date());
  return {
    async forUser(userId: number): Promise<{ data: UserStats }> {
      const c = await d.repo.forUser(userId, weekStart(now()));
      if (!c || c.suspended) throw notFound("User not found.");
      return {
        data: {
          likes_received: c.likesReceived,
          likes_given: c.likesGiven,
          comments_received: c.commentsReceived,
          posts_shared: c.postsShared,
          points: pointsFor({
            postsShared: c.weekPostsShared,
            commentsWritten: c.weekCommentsWritten,
            likesReceived: c.weekLikesReceived,
          }),
          total_points: pointsFor(c),
        },
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
