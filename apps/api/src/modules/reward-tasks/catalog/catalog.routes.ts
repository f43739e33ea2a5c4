import { rewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import { pageOf } from "../../../platform/page.ts";
import type { CatalogService } from "./catalog.service.ts";

/** Main base, signed in: the students' tasks, assignments and items, each with the student's own progress. */
export function catalogRoutes(app: FastifyInstance, s: { reads: CatalogService }) {
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
}
