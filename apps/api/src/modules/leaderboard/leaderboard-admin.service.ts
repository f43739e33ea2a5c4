import { adminMessages, profileMessages } from "@forum/contract";
import { invalidField } from "../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../platform/form-images.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toAchievers } from "./leaderboard.presenter.ts";
import type { LeaderboardAdminRepository } from "./leaderboard-admin.repository.ts";

/** The achievers image is a poster: shown whole, its long side capped like a banner's. */
const ACHIEVERS_SIDE = 1200;

export type LeaderboardAdminDeps = ImageDeps & PublicUrls & { repo: LeaderboardAdminRepository };

/** The achievers image the home page shows beside the leaderboard, as the admin console replaces it. */
export function createLeaderboardAdminService(d: LeaderboardAdminDeps) {
  return {
    async replaceAchievers(image: unknown, actorId: number) {
      const file = uploadedImage(image);
      if (!file) throw invalidField("image", profileMessages.imageNotFile);
      const path = await storeImage(d, file, ACHIEVERS_SIDE);
      const row = await d.repo.replaceAchievers(path, { actorId, action: "achievers.update", targetType: "achievers" });
      return { data: toAchievers(row, d), message: adminMessages.achieversUpdated };
    },
  };
}
export type LeaderboardAdminService = ReturnType<typeof createLeaderboardAdminService>;
