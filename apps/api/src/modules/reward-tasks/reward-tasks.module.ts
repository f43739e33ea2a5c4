import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { moveRecordings } from "./move-recordings.ts";
import { recordingLinksOf } from "./recording-links.ts";
import { createRecordingsRepository } from "./recordings.repository.ts";
import { recordingsRoutes } from "./recordings.routes.ts";
import { createRewardTasksRepository } from "./reward-tasks.repository.ts";
import { rewardTasksRoutes } from "./reward-tasks.routes.ts";
import { createRewardTasksService } from "./reward-tasks.service.ts";
import { createTaskSubmissionRepository } from "./task-submission.repository.ts";
import { createTaskSubmissionService } from "./task-submission.service.ts";

/**
 * Reward tasks for students (API.md "Secondary areas: Reward tasks"): the partner's tasks, their assignments and
 * translation items with each student's own progress, and the Submit Task form (a translation and a recording).
 * Recordings play through signed links (`/forum/recordings/`, for students and the console alike); those stored in
 * the public area before issue 23.7 are moved out once the server listens.
 */
export function rewardTasksModule(app: FastifyInstance, ctx: AppContext) {
  const reads = createRewardTasksRepository(ctx.db);
  const urls = ctx.urls;
  const links = recordingLinksOf(ctx);
  const recordings = createRecordingsRepository(ctx.db);
  rewardTasksRoutes(app, {
    reads: createRewardTasksService({ repo: reads, urls, links }),
    submissions: createTaskSubmissionService({
      repo: createTaskSubmissionRepository(ctx.db),
      reads,
      storage: ctx.storage,
      workers: ctx.workers,
      throttle: ctx.throttle,
      links,
    }),
  });
  recordingsRoutes(app, { repo: recordings, storage: ctx.storage, links });

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onListen", async () => {
    const move = { repo: recordings, storage: ctx.storage, log: ctx.log, stopped: () => closing };
    ctx.background.run("move recordings", () => moveRecordings(move));
  });
}
