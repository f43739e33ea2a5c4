import { type Achiever, type LeaderboardEntry, leaderboardTypes } from "@forum/contract";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toAchiever, toLeaderboardEntry } from "./leaderboard.presenter.ts";
import type { LeaderboardRepository } from "./leaderboard.repository.ts";
import { weekMs, weekStart } from "./week-start.ts";

export type LeaderboardDeps = PublicUrls & {
  repo: LeaderboardRepository;
  /** The clock; tests stand at a week's boundary with it. */
  now?: () => Date;
};

/** The weekly and all-time leaderboards and the achievers image. */
export function createLeaderboardService(d: LeaderboardDeps) {
  const now = d.now ?? (() => new Date());
  return {
    /** `type` 1: this week's likes (the week starts Monday 00:00 in the forum's time zone); 2: all of them. */
    async board(type: number): Promise<{ data: LeaderboardEntry[] }> {
      const from = weekStart(now());
      const range = type === leaderboardTypes.week ? { from, to: new Date(from.getTime() + weekMs) } : null;
      const rows = await d.repo.top(range);
      return { data: rows.map((row) => toLeaderboardEntry(row, d)) };
    },

    async achiever(): Promise<{ data: Achiever | null }> {
      const path = await d.repo.activeAchiever();
      return { data: path ? toAchiever(path, d) : null };
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
