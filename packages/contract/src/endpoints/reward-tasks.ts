import type {
  adminRewardTaskList,
  adminSubmissionsPage,
  adminSubmissionsQuery,
  assignmentBody,
  assignmentExport,
  assignmentResponse,
  assignmentSaved,
  assignmentsPage,
  assignmentTaskResponse,
  assignmentTasksResponse,
  itemsAdded,
  rejectSubmissionBody,
  rewardPageQuery,
  rewardTaskBody,
  rewardTaskDeleted,
  rewardTaskIdParams,
  rewardTaskList,
  rewardTaskProfile,
  rewardTaskSaved,
  rewardTasksQuery,
  submissionReviewed,
  submitTaskBody,
  submitTaskResponse,
  taskProgressResponse,
  thirdPartyRefParams,
  translationItemsBody,
} from "../reward-tasks.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof rewardTaskIdParams;
type Page = typeof rewardPageQuery;
const neoform = "/v2/reward-tasks/neoform";

/** Secondary §7 reward tasks and API.md "Secondary areas: Reward tasks" (main base `/api`, signed in). */
export const rewardTasks = {
  list: endpoint<{ query: typeof rewardTasksQuery; response: typeof rewardTaskList }>()(
    "GET",
    "main",
    "/v2/reward-tasks",
    "user",
  ),
  profile: endpoint<{ params: Id; response: typeof rewardTaskProfile }>()(
    "GET",
    "main",
    "/v2/reward-tasks/profile/:id",
    "user",
  ),
  assignments: endpoint<{ params: typeof thirdPartyRefParams; query: Page; response: typeof assignmentsPage }>()(
    "GET",
    "main",
    `${neoform}/assignments/:ref`,
    "user",
  ),
  assignment: endpoint<{ params: Id; response: typeof assignmentResponse }>()(
    "GET",
    "main",
    `${neoform}/single-assignment/:id`,
    "user",
  ),
  assignmentTasks: endpoint<{ params: Id; query: Page; response: typeof assignmentTasksResponse }>()(
    "GET",
    "main",
    `${neoform}/assignment-tasks/:id`,
    "user",
  ),
  task: endpoint<{ params: Id; response: typeof assignmentTaskResponse }>()(
    "GET",
    "main",
    `${neoform}/single-task/:id`,
    "user",
  ),
  progress: endpoint<{ params: Id; response: typeof taskProgressResponse }>()(
    "GET",
    "main",
    `${neoform}/task-progress/:id`,
    "user",
  ),
  submit: endpoint<{ params: Id; body: typeof submitTaskBody; response: typeof submitTaskResponse }>()(
    "POST",
    "main",
    `${neoform}/submit-task/:id`,
    "user",
    { status: 201, form: true },
  ),
};

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
