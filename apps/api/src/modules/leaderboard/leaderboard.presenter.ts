import type { Achiever, LeaderboardEntry } from "@forum/contract";
import { absoluteUrl, type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { LeaderboardRow } from "./leaderboard.repository.ts";

/** One place on the board: the student's public names, the likes and accepted answers that count, and their points. */
export const toLeaderboardEntry = (row: LeaderboardRow, urls: PublicUrls): LeaderboardEntry => ({
  user: publicUserOf(row, urls),
  stats: { likes: row.likes, answers: row.answers, points: row.points },
});

/** The achievers image as an absolute URL. */
export const toAchiever = (imagePath: string, urls: PublicUrls): Achiever => ({
  image_path: absoluteUrl(urls, imagePath) ?? imagePath,
});

/** The achievers image as the console answers it: its address absolute. */
export const toAchievers = (row: { id: number; imagePath: string; active: boolean }, urls: PublicUrls) => ({
  id: row.id,
  image: absoluteUrl(urls, row.imagePath) ?? row.imagePath,
  active: row.active,
});
