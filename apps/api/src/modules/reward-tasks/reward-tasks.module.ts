import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createCatalogRepository } from "./catalog/catalog.repository.ts";
import { catalogRoutes } from "./catalog/catalog.routes.ts";
import { createCatalogService } from "./catalog/catalog.service.ts";
import { createCatalogAdminRepository } from "./catalog/catalog-admin.repository.ts";
import { catalogAdminRoutes } from "./catalog/catalog-admin.routes.ts";
import { createCatalogAdminService } from "./catalog/catalog-admin.service.ts";
import { createExportRepository } from "./export/export.repository.ts";
import { exportRoutes } from "./export/export.routes.ts";
import { createExportService } from "./export/export.service.ts";
import { createItemsRepository } from "./items/items.repository.ts";
import { itemsRoutes } from "./items/items.routes.ts";
import { createItemsService } from "./items/items.service.ts";
import { createReviewRepository } from "./review/review.repository.ts";
import { reviewRoutes } from "./review/review.routes.ts";
import { createReviewService } from "./review/review.service.ts";
import { moveRecordings } from "./submissions/move-recordings.ts";
import { recordingLinksOf } from "./submissions/recording-links.ts";
import { createRecordingsRepository } from "./submissions/recordings.repository.ts";
import { recordingsRoutes } from "./submissions/recordings.routes.ts";
import { createSubmissionsRepository } from "./submissions/submissions.repository.ts";
import { submissionsRoutes } from "./submissions/submissions.routes.ts";
import { createSubmissionsService } from "./submissions/submissions.service.ts";

/**
 * Reward tasks (API.md "Secondary areas: Reward tasks" and "Admin and moderation"), one sub-folder per part, each on
 * the module template: `catalog/` the partner's tasks, assignments and items with each student's progress (and the
 * console's tasks and assignments), `submissions/` the Submit Task form and its recordings (signed links under
 * `/forum/recordings/`; those stored in the public area before issue 23.7 are moved out once the server listens),
 * `items/` bulk uploads of items, `review/` the console's review (the student hears it through the
 * `submission-reviewed` event), `export/` the dataset of an assignment.
 */
export function rewardTasksModule(app: FastifyInstance, ctx: AppContext) {
  const reads = createCatalogRepository(ctx.db);
  const links = recordingLinksOf(ctx);
  const recordings = createRecordingsRepository(ctx.db);

  catalogRoutes(app, { reads: createCatalogService({ repo: reads, urls: ctx.urls, links }) });
  catalogAdminRoutes(app, {
    tasks: createCatalogAdminService({
      ...ctx.urls,
      repo: createCatalogAdminRepository(ctx.db),
      storage: ctx.storage,
      workers: ctx.workers,
    }),
  });
  submissionsRoutes(app, {
    service: createSubmissionsService({
      repo: createSubmissionsRepository(ctx.db),
      reads,
      storage: ctx.storage,
      workers: ctx.workers,
      throttle: ctx.throttle,
      links,
    }),
  });
  recordingsRoutes(app, { repo: recordings, storage: ctx.storage, links });
  itemsRoutes(app, {
    items: createItemsService({ repo: createItemsRepository(ctx.db), workers: ctx.workers }),
  });
  reviewRoutes(app, {
    review: createReviewService({
      ...ctx.urls,
      repo: createReviewRepository(ctx.db),
      events: ctx.events,
      links,
    }),
  });
  exportRoutes(app, {
    exports: createExportService({
      repo: createExportRepository(ctx.db),
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
