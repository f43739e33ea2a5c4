import { adminAnnouncementsApi, announcementsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { MAX_IMAGE_BYTES } from "../../platform/images.ts";
import type { MultipartLimits } from "../../platform/multipart.ts";
import { pageOf } from "../../platform/page.ts";
import type { AnnouncementsService } from "./announcements.service.ts";
import type { AnnouncementsAdminService } from "./announcements-admin.service.ts";

const KB = 1024;
/**
 * The admin's announcement form: a few fields, the content (64 KB of HTML is up to 256 KB of UTF-8) and one picture.
 * Its JSON form carries no picture, so the app's default body limit holds it.
 */
const announcementForm: MultipartLimits = {
  fields: 10,
  fieldSize: 256 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 512 * KB,
};

/** Forum base: public reads of announcements; under /admin the console's calls (admins only, before the body). */
export function announcementsRoutes(
  app: FastifyInstance,
  { service, admin }: { service: AnnouncementsService; admin: AnnouncementsAdminService },
) {
  const on = mounter(app, "announcements");
  const form = { multipart: announcementForm };
  on(announcementsApi.featured, () => service.featured());
  on(announcementsApi.categories, () => service.categories());
  on(announcementsApi.list, async (call) => pageOf(call, await service.page(call.query)));
  on(announcementsApi.show, ({ params }) => service.show(params.id));

  on(adminAnnouncementsApi.adminCategories, () => admin.categories());
  on(adminAnnouncementsApi.createCategory, ({ body, user }) => admin.createCategory(body.name, user.id));
  on(adminAnnouncementsApi.adminList, () => admin.adminList());
  on(adminAnnouncementsApi.create, ({ body, user }) => admin.create(body, user.id), form);
  on(adminAnnouncementsApi.update, ({ params, body, user }) => admin.update(params.id, body, user.id), form);
  on(adminAnnouncementsApi.remove, ({ params, user }) => admin.remove(params.id, user.id));
}
