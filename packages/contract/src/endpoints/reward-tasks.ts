import type {
  assignmentResponse,
  assignmentsPage,
  assignmentTaskResponse,
  assignmentTasksResponse,
  rewardPageQuery,
  rewardTaskIdParams,
  rewardTaskList,
  rewardTaskProfile,
  rewardTasksQuery,
  submitTaskBody,
  submitTaskResponse,
  taskProgressResponse,
  thirdPartyRefParams,
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
