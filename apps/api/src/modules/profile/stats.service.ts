import { profileMessages, type UserStats } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import { weekStart } from "../leaderboard/week-start.ts";
import { toUserStats } from "./profile.presenter.ts";
import type { StatsRepository } from "./stats.repository.ts";

/** A user's profile statistics and points; the week is the leaderboard's. A suspended user is not found. */
export function createStatsService(d: { repo: StatsRepository; now?: () => Date }) {
  const now = d.now ?? (() => new Date());
  return {
    async forUser(userId: number): Promise<{ data: UserStats }> {
      const counts = await d.repo.forUser(userId, weekStart(now()));
      if (!counts || counts.suspended) throw notFound(profileMessages.userNotFound);
      return { data: toUserStats(counts) };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
