import type { adminIdParams, adminOverviewResponse, suspendBody, userSaved, usersPage, usersQuery } from "../admin.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adminIdParams;

/**
 * The console's own calls (API.md "Admin and moderation"): the overview, users and suspensions. A feature's admin
 * calls live with the feature (`adminCategories`, `adminCommunities`, `adminPolls`, `adminLeaderboard`,
 * `adminModeration`, `adminAudit`, `adminEvents`, `adminAdvertising`, `adminRewardTasks`); all are under
 * `/forum/api/v1/admin`, 401 for guests, 403 for students.
 */
export const admin = {
  overview: endpoint<{ response: typeof adminOverviewResponse }>()("GET", "forum", "/admin/overview", "admin"),
  users: endpoint<{ query: typeof usersQuery; response: typeof usersPage }>()("GET", "forum", "/admin/users", "admin"),
  suspend: endpoint<{ params: Id; body: typeof suspendBody; response: typeof userSaved }>()(
    "POST",
    "forum",
    "/admin/users/:id/suspend",
    "admin",
  ),
  unsuspend: endpoint<{ params: Id; response: typeof userSaved }>()(
    "POST",
    "forum",
    "/admin/users/:id/unsuspend",
    "admin",
  ),
};
