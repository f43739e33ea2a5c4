import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { createAnnouncementsRepository } from "./announcements.repository.ts";
import { announcementsRoutes } from "./announcements.routes.ts";
import { createAnnouncementsService } from "./announcements.service.ts";
import { createAnnouncementsAdminRepository } from "./announcements-admin.repository.ts";
import { createAnnouncementsAdminService } from "./announcements-admin.service.ts";
import { createAnnouncementSharePreview } from "./share-preview.ts";

/** Announcements: the featured one, the list by category, one with similar ones; the console's writes. */
export function announcementsModule(app: FastifyInstance, ctx: AppContext) {
  const repo = createAnnouncementsRepository(ctx.db);
  const service = createAnnouncementsService({ repo, ...ctx.urls });
  const admin = createAnnouncementsAdminService({
    repo: createAnnouncementsAdminRepository(ctx.db),
    reads: repo,
    storage: ctx.storage,
    workers: ctx.workers,
    ...ctx.urls,
  });
  announcementsRoutes(app, { service, admin });
  return { sharePreview: createAnnouncementSharePreview(repo, ctx.urls) };
}
