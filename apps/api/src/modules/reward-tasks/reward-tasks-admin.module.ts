import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAssignmentExportRepository } from "./assignment-export.repository.ts";
import { createAssignmentExport } from "./assignment-export.ts";
import { recordingLinksOf } from "./recording-links.ts";
import { createRewardTasksAdminRepository } from "./reward-tasks-admin.repository.ts";
import { rewardTasksAdminRoutes } from "./reward-tasks-admin.routes.ts";
import { createRewardTasksAdminService } from "./reward-tasks-admin.service.ts";
import { createSubmissionReviewRepository } from "./submission-review.repository.ts";
import { createSubmissionReviewService } from "./submission-review.service.ts";
import { createTranslationItemsRepository } from "./translation-items-upload.repository.ts";
import { createTranslationItemsService } from "./translation-items-upload.service.ts";

/**
 * The console's side of reward tasks (API.md "Admin and moderation"): tasks with their logos, assignments, bulk
 * uploads of items, the review of students' submissions (the student is notified through the `submission-reviewed`
 * event) and the dataset's export.
 */
export function rewardTasksAdminModule(app: FastifyInstance, ctx: AppContext) {
  const services = {
    tasks: createRewardTasksAdminService({
      ...ctx.urls,
      repo: createRewardTasksAdminRepository(ctx.db),
      storage: ctx.storage,
      workers: ctx.workers,
    }),
    items: createTranslationItemsService({ repo: createTranslationItemsRepository(ctx.db), workers: ctx.workers }),
    review: createSubmissionReviewService({
      ...ctx.urls,
      repo: createSubmissionReviewRepository(ctx.db),
      events: ctx.events,
      links: recordingLinksOf(ctx),
    }),
    exports: createAssignmentExport({
      repo: createAssignmentExportRepository(ctx.db),
      storage: ctx.storage,
      log: ctx.log,
    }),
  };
  rewardTasksAdminRoutes(app, services);
  return services;
}
