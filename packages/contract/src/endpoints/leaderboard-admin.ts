import type { achieversBody, achieversSaved } from "../leaderboard.ts";
import { endpoint } from "./endpoint.ts";

/** API.md "Admin and moderation": the achievers image in the console (multipart `image`; becomes the active one). */
export const adminLeaderboard = {
  achievers: endpoint<{ body: typeof achieversBody; response: typeof achieversSaved }>()(
    "POST",
    "forum",
    "/admin/achievers",
    "admin",
    { status: 201, form: true },
  ),
};
