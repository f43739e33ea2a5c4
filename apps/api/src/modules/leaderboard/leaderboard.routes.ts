import { adminLeaderboardApi, leaderboardApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { adminImageForm } from "../../platform/body-limits.ts";
import { mounter } from "../../platform/endpoints.ts";
import type { LeaderboardService } from "./leaderboard.service.ts";
import type { LeaderboardAdminService } from "./leaderboard-admin.service.ts";

/**
 * Forum base: the leaderboard (`type=1` this week, `2` all time; 1 when left out) and the achievers image. Both are
 * public: they show only names and counts, and the web app hides the leaderboard card from guests itself. Admins
 * replace the achievers image.
 */
export function leaderboardRoutes(
  app: FastifyInstance,
  { service, admin: achievers }: { service: LeaderboardService; admin: LeaderboardAdminService },
) {
  const on = mounter(app, "leaderboard");
  on(leaderboardApi.board, ({ query }) => service.board(query.type));
  on(leaderboardApi.achiever, () => service.achiever());

  const admin = mounter(app, "admin");
  admin(adminLeaderboardApi.achievers, ({ body, user }) => achievers.replaceAchievers(body.image, user.id), {
    multipart: adminImageForm,
  });
}
