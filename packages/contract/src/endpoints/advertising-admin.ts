import type { adIdParams, adminAdsPage, adminAdsQuery, adRejectBody, adSaved } from "../advertising.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adIdParams;

/** API.md "Admin and moderation": review of campaigns; `reject` takes `reason`, mailed to the owner. */
export const adminAdvertising = {
  list: endpoint<{ query: typeof adminAdsQuery; response: typeof adminAdsPage }>()(
    "GET",
    "forum",
    "/admin/advertisements",
    "admin",
  ),
  approve: endpoint<{ params: Id; response: typeof adSaved }>()(
    "POST",
    "forum",
    "/admin/advertisements/:id/approve",
    "admin",
  ),
  reject: endpoint<{ params: Id; body: typeof adRejectBody; response: typeof adSaved }>()(
    "POST",
    "forum",
    "/admin/advertisements/:id/reject",
    "admin",
  ),
};
