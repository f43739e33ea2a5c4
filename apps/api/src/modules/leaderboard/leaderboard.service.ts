import { type Achiever, type LeaderboardEntry, leaderboardTypes } from "@forum/contract";
import { absoluteUrl, type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { LeaderboardRepository } from "./leaderboard.repository.ts";
import { weekMs, weekStart } from "./week-start.ts";

/** The weekly and all-time leaderboards and the achievers image. `now` is injectable so tests can stand at a boundary. */
export function createLeaderboardService(d: PublicUrls & { repo: LeaderboardRepository; now?: () => Date }) {
  const now = d.now ?? (() => new Date());
  return {
    async board(type: number): Promise<{ data: LeaderboardEntry[] }> {
      const from = weekStart(now());
      const range = type === leaderboardTypes.week ? { from, to: new Date(from.getTime() + weekMs) } : null;
      const rows = await d.repo.top(range);
      return {
        data: rows.map((r) => ({
          user: publicUserOf(r, d),
          stats: { likes: r.likes },
        })),
      };
    },

    async achiever(): Promise<{ data: Achiever | null }> {
      const path = await d.repo.activeAchiever();
      return { data: path ? { image_path: absoluteUrl(d, path) ?? path } : null };
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
