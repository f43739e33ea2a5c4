import type {
  adminRewardTaskList,
  adminSubmissionsPage,
  adminSubmissionsQuery,
  assignmentBody,
  assignmentExport,
  assignmentSaved,
  itemsAdded,
  rejectSubmissionBody,
  rewardTaskBody,
  rewardTaskDeleted,
  rewardTaskIdParams,
  rewardTaskSaved,
  submissionReviewed,
  translationItemsBody,
} from "../reward-tasks.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof rewardTaskIdParams;
const _neoform = "/v2/reward-tasks/neoform";

/** API.md "Admin and moderation": tasks, their assignments and items, review of submissions, the dataset's export. */
export const adminRewardTasks = {
  list: endpoint<{ response: typeof adminRewardTaskList }>()("GET", "forum", "/admin/reward-tasks", "admin"),
  create: endpoint<{ body: typeof rewardTaskBody; response: typeof rewardTaskSaved }>()(
    "POST",
    "forum",
    "/admin/reward-tasks",
    "admin",
    { status: 201, form: true },
  ),
  update: endpoint<{ params: Id; body: typeof rewardTaskBody; response: typeof rewardTaskSaved }>()(
    "PUT",
    "forum",
    "/admin/reward-tasks/:id",
    "admin",
    { form: true },
  ),
  remove: endpoint<{ params: Id; response: typeof rewardTaskDeleted }>()(
    "DELETE",
    "forum",
    "/admin/reward-tasks/:id",
    "admin",
  ),
  createAssignment: endpoint<{ params: Id; body: typeof assignmentBody; response: typeof assignmentSaved }>()(
    "POST",
    "forum",
    "/admin/reward-tasks/:id/assignments",
    "admin",
    { status: 201 },
  ),
  addItems: endpoint<{ params: Id; body: typeof translationItemsBody; response: typeof itemsAdded }>()(
    "POST",
    "forum",
    "/admin/assignments/:id/tasks",
    "admin",
    { status: 201, form: true },
  ),
  submissions: endpoint<{ query: typeof adminSubmissionsQuery; response: typeof adminSubmissionsPage }>()(
    "GET",
    "forum",
    "/admin/submissions",
    "admin",
  ),
  approve: endpoint<{ params: Id; response: typeof submissionReviewed }>()(
    "POST",
    "forum",
    "/admin/submissions/:id/approve",
    "admin",
  ),
  reject: endpoint<{ params: Id; body: typeof rejectSubmissionBody; response: typeof submissionReviewed }>()(
    "POST",
    "forum",
    "/admin/submissions/:id/reject",
    "admin",
  ),
  /** Answers a ZIP (`application/zip`), not JSON: link to it. */
  export: endpoint<{ params: Id; response: typeof assignmentExport }>()(
    "GET",
    "forum",
    "/admin/assignments/:id/export",
    "admin",
  ),
};
