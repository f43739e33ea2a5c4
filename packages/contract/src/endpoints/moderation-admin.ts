import type { adminDeleted, adminIdParams } from "../admin.ts";
import type {
  reasonBody,
  reasonList,
  reasonSaved,
  reportPostParams,
  reportResolved,
  reportsPage,
  reportsQuery,
  resolveBody,
} from "../moderation.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adminIdParams;

/** API.md "Admin and moderation": the report queue and the reasons a post may be reported for, in the console. */
export const adminModeration = {
  reasons: endpoint<{ response: typeof reasonList }>()("GET", "forum", "/admin/report-reasons", "admin"),
  createReason: endpoint<{ body: typeof reasonBody; response: typeof reasonSaved }>()(
    "POST",
    "forum",
    "/admin/report-reasons",
    "admin",
    { status: 201 },
  ),
  updateReason: endpoint<{ params: Id; body: typeof reasonBody; response: typeof reasonSaved }>()(
    "PUT",
    "forum",
    "/admin/report-reasons/:id",
    "admin",
  ),
  deleteReason: endpoint<{ params: Id; response: typeof adminDeleted }>()(
    "DELETE",
    "forum",
    "/admin/report-reasons/:id",
    "admin",
  ),
  reports: endpoint<{ query: typeof reportsQuery; response: typeof reportsPage }>()(
    "GET",
    "forum",
    "/admin/reports",
    "admin",
  ),
  resolveReport: endpoint<{
    params: typeof reportPostParams;
    body: typeof resolveBody;
    response: typeof reportResolved;
  }>()("POST", "forum", "/admin/reports/:post_id/resolve", "admin"),
};
