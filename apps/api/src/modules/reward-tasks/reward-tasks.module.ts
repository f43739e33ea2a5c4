import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createRewardTasksRepository } from "./reward-tasks.repository.ts";
import { rewardTasksRoutes } from "./reward-tasks.routes.ts";
import { createRewardTasksService } from "./reward-tasks.service.ts";
import { createTaskSubmissionRepository } from "./task-submission.repository.ts";
import { createTaskSubmissionService } from "./task-submission.service.ts";

/**
 * Reward tasks for students (API.md "Secondary areas: Reward tasks"): the partner's tasks, their assignments and
 * translation items with each student's own progress, and the Submit Task form (a translation and a recording).
 */
export function rewardTasksModule(app: FastifyInstance, ctx: AppContext) {
  const reads = createRewardTasksRepository(ctx.db);
  const urls = ctx.urls;
  rewardTasksRoutes(app, {
    reads: createRewardTasksService({ repo: reads, urls }),
    submissions: createTaskSubmissionService({
      repo: createTaskSubmissionRepository(ctx.db),
      reads,
      storage: ctx.storage,
      workers: ctx.workers,
      throttle: ctx.throttle,
      urls,
    }),
  });
}
