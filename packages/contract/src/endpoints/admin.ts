import type {
  achieversBody,
  achieversSaved,
  adminCategoryList,
  adminCategorySaved,
  adminCommunityList,
  adminCommunitySaved,
  adminDeleted,
  adminIdParams,
  adminOverviewResponse,
  adminPageQuery,
  adminPollList,
  adminPollSaved,
  auditPage,
  categoryBody,
  communityBody,
  pollBody,
  reasonBody,
  reasonList,
  reasonSaved,
  reportPostParams,
  reportResolved,
  reportsPage,
  reportsQuery,
  resolveBody,
  suspendBody,
  userSaved,
  usersPage,
  usersQuery,
} from "../admin.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adminIdParams;
const get = <S extends { response: import("zod").ZodType; query?: import("zod").ZodType }>(path: string) =>
  endpoint<S>()("GET", "forum", `/admin${path}`, "admin");
const create = <S extends { body: import("zod").ZodType; response: import("zod").ZodType }>(path: string) =>
  endpoint<S>()("POST", "forum", `/admin${path}`, "admin", { status: 201 });

/** API.md "Admin and moderation": every call under `/forum/api/v1/admin`, 401 for guests, 403 for students. */
export const admin = {
  overview: get<{ response: typeof adminOverviewResponse }>("/overview"),
  categories: get<{ response: typeof adminCategoryList }>("/categories"),
  createCategory: create<{ body: typeof categoryBody; response: typeof adminCategorySaved }>("/categories"),
  updateCategory: endpoint<{ params: Id; body: typeof categoryBody; response: typeof adminCategorySaved }>()(
    "PUT",
    "forum",
    "/admin/categories/:id",
    "admin",
  ),
  deleteCategory: endpoint<{ params: Id; response: typeof adminDeleted }>()(
    "DELETE",
    "forum",
    "/admin/categories/:id",
    "admin",
  ),
  communities: get<{ response: typeof adminCommunityList }>("/communities"),
  createCommunity: endpoint<{ body: typeof communityBody; response: typeof adminCommunitySaved }>()(
    "POST",
    "forum",
    "/admin/communities",
    "admin",
    { status: 201, form: true },
  ),
  updateCommunity: endpoint<{ params: Id; body: typeof communityBody; response: typeof adminCommunitySaved }>()(
    "PUT",
    "forum",
    "/admin/communities/:id",
    "admin",
    { form: true },
  ),
  deleteCommunity: endpoint<{ params: Id; response: typeof adminDeleted }>()(
    "DELETE",
    "forum",
    "/admin/communities/:id",
    "admin",
  ),
  polls: get<{ response: typeof adminPollList }>("/polls"),
  createPoll: create<{ body: typeof pollBody; response: typeof adminPollSaved }>("/polls"),
  updatePoll: endpoint<{ params: Id; body: typeof pollBody; response: typeof adminPollSaved }>()(
    "PUT",
    "forum",
    "/admin/polls/:id",
    "admin",
  ),
  deletePoll: endpoint<{ params: Id; response: typeof adminDeleted }>()("DELETE", "forum", "/admin/polls/:id", "admin"),
  /** Multipart `image`: becomes the active achievers image. */
  achievers: endpoint<{ body: typeof achieversBody; response: typeof achieversSaved }>()(
    "POST",
    "forum",
    "/admin/achievers",
    "admin",
    { status: 201, form: true },
  ),
  reasons: get<{ response: typeof reasonList }>("/report-reasons"),
  createReason: create<{ body: typeof reasonBody; response: typeof reasonSaved }>("/report-reasons"),
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
  reports: get<{ query: typeof reportsQuery; response: typeof reportsPage }>("/reports"),
  resolveReport: endpoint<{
    params: typeof reportPostParams;
    body: typeof resolveBody;
    response: typeof reportResolved;
  }>()("POST", "forum", "/admin/reports/:post_id/resolve", "admin"),
  users: get<{ query: typeof usersQuery; response: typeof usersPage }>("/users"),
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
  auditLog: get<{ query: typeof adminPageQuery; response: typeof auditPage }>("/audit-log"),
};
