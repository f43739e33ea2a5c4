import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createRewardTasksRepository } from "./catalog/catalog.repository.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import { createRewardTasksService } from "./catalog/catalog.service.ts";
import { createRewardTasksAdminRepository } from "./catalog/catalog-admin.repository.ts";
import { catalogAdminRoutes } from "./catalog/catalog-admin.routes.ts";
import { createRewardTasksAdminService } from "./catalog/catalog-admin.service.ts";
import { createAssignmentExportRepository } from "./export/export.repository.ts";
import { exportRoutes } from "./export/export.routes.ts";
import { createAssignmentExport } from "./export/export.service.ts";
import { createTranslationItemsRepository } from "./items/items.repository.ts";
import { itemsRoutes } from "./items/items.routes.ts";
import { createTranslationItemsService } from "./items/items.service.ts";
import { createSubmissionReviewRepository } from "./review/review.repository.ts";
import { reviewRoutes } from "./review/review.routes.ts";
import { createSubmissionReviewService } from "./review/review.service.ts";
import { moveRecordings } from "./submissions/move-recordings.ts";
import { recordingLinksOf } from "./submissions/recording-links.ts";
import { createRecordingsRepository } from "./submissions/recordings.repository.ts";
import { recordingsRoutes } from "./submissions/recordings.routes.ts";
import { createTaskSubmissionRepository } from "./submissions/submissions.repository.ts";
import { submissionsRoutes } from "./submissions/submissions.routes.ts";
import { createTaskSubmissionService } from "./submissions/submissions.service.ts";

/**
 * Reward tasks (API.md "Secondary areas: Reward tasks" and "Admin and moderation"), one sub-folder per part, each on
 * the module template: `catalog/` the partner's tasks, assignments and items with each student's progress (and the
 * console's tasks and assignments), `submissions/` the Submit Task form and its recordings (signed links under
 * `/forum/recordings/`; those stored in the public area before issue 23.7 are moved out once the server listens),
 * `items/` bulk uploads of items, `review/` the console's review (the student hears it through the
 * `submission-reviewed` event), `export/` the dataset of an assignment.
 */
export function rewardTasksModule(app: FastifyInstance, ctx: AppContext) {
  const reads = createRewardTasksRepository(ctx.db);
  const links = recordingLinksOf(ctx);
  const recordings = createRecordingsRepository(ctx.db);

  catalogRoutes(app, { reads: createRewardTasksService({ repo: reads, urls: ctx.urls, links }) });
  catalogAdminRoutes(app, {
    tasks: createRewardTasksAdminService({
      ...ctx.urls,
      repo: createRewardTasksAdminRepository(ctx.db),
      storage: ctx.storage,
      workers: ctx.workers,
    }),
  });
  submissionsRoutes(app, {
    service: createTaskSubmissionService({
      repo: createTaskSubmissionRepository(ctx.db),
      reads,
      storage: ctx.storage,
      workers: ctx.workers,
      throttle: ctx.throttle,
      links,
    }),
  });
  recordingsRoutes(app, { repo: recordings, storage: ctx.storage, links });
  itemsRoutes(app, {
    items: createTranslationItemsService({ repo: createTranslationItemsRepository(ctx.db), workers: ctx.workers }),
  });
  reviewRoutes(app, {
    review: createSubmissionReviewService({
      ...ctx.urls,
      repo: createSubmissionReviewRepository(ctx.db),
      events: ctx.events,
      links,
    }),
  });
  exportRoutes(app, {
    exports: createAssignmentExport({
      repo: createAssignmentExportRepository(ctx.db),
      storage: ctx.storage,
      log: ctx.log,
    }),
  });

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onListen", async () => {
    const move = { repo: recordings, storage: ctx.storage, log: ctx.log, stopped: () => closing };
    ctx.background.run("move recordings", () => moveRecordings(move));
  });
}
