import { adminRewardTasksApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../../platform/endpoints.ts";
import { MAX_IMAGE_BYTES } from "../../../platform/images.ts";
import type { MultipartLimits } from "../../../platform/multipart.ts";
import type { CatalogAdminService } from "./catalog-admin.service.ts";

const KB = 1024;
/** The task form: its fields (64 KB of description HTML is up to 256 KB of UTF-8) and one logo. */
const taskForm: MultipartLimits = {
  fields: 24,
  fieldSize: 256 * KB,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  total: MAX_IMAGE_BYTES + 768 * KB,
};

/** Forum base, under /admin (admins only, checked before any body is read): tasks with their logos, assignments. */
export function catalogAdminRoutes(app: FastifyInstance, s: { tasks: CatalogAdminService }) {
  const on = mounter(app, "admin");
  const api = adminRewardTasksApi;
  on(api.list, () => s.tasks.list());
  on(api.create, ({ body, user }) => s.tasks.create(body, user.id), { multipart: taskForm });
  on(api.update, ({ params, body, user }) => s.tasks.update(params.id, body, user.id), { multipart: taskForm });
  on(api.remove, ({ params, user }) => s.tasks.remove(params.id, user.id));
  on(api.createAssignment, ({ params, body, user }) => s.tasks.createAssignment(params.id, body, user.id));
}
