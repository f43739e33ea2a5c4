import { audioLimits, rewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { MultipartLimits } from "../../platform/multipart.ts";
import { pageOf } from "../../platform/page.ts";
import type { RewardTasksService } from "./reward-tasks.service.ts";
import type { TaskSubmissionService } from "./task-submission.service.ts";

const KB = 1024;
/**
 * The Submit Task form: the translation, the flags and one recording. The stream is cut 1 MB past the 5 MB rule, so
 * a recording a little over it is read whole and answered the spec's 422 ("Audio file must be less than 5MB"); only
 * a far larger body is cut off while streaming (413).
 */
export const taskSubmissionForm: MultipartLimits = {
  fields: 6,
  fieldSize: 64 * KB,
  files: 1,
  fileSize: audioLimits.maxBytes + 1024 * KB,
  total: audioLimits.maxBytes + 1024 * KB + 128 * KB,
};

/** Main base, signed in: the students' reward-task calls. */
export function rewardTasksRoutes(
  app: FastifyInstance,
  s: { reads: RewardTasksService; submissions: TaskSubmissionService },
) {
  const on = mounter(app, "reward-tasks");
  const api = rewardTasksApi;
  on(api.list, ({ user, query }) =>
    s.reads.list(user.id, {
      search: query.search,
      company: query.company,
      rewardType: query.reward_type,
      difficulty: query.difficulty,
    }),
  );
  on(api.profile, ({ user, params }) => s.reads.profile(user.id, params.id));
  on(api.assignments, async (call) => ({
    data: pageOf(call, await s.reads.assignments(call.user.id, call.params.ref, call.query)),
  }));
  on(api.assignment, ({ user, params }) => s.reads.assignment(user.id, params.id));
  on(api.assignmentTasks, ({ user, params, query }) => s.reads.assignmentTasks(user.id, params.id, query));
  on(api.task, ({ user, params }) => s.reads.task(user.id, params.id));
  on(api.progress, ({ user, params }) => s.reads.progress(user.id, params.id));
  on(api.submit, ({ user, params, body }) => s.submissions.submit(params.id, body, user), {
    multipart: taskSubmissionForm,
  });
}
