import { adminLeaderboard } from "@forum/contract/endpoints";
import { call } from "../../../lib/api-client.ts";
import { useAdminWrite } from "../../admin/api.ts";
import { leaderboardKeys } from "../api.ts";

/** A new achievers image replaces the one the home sidebar shows. */
export const useUploadAchievers = () =>
  useAdminWrite((body: FormData) => call(adminLeaderboard.achievers, { body }), [leaderboardKeys.achiever()]);
