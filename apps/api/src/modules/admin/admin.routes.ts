import { adminApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { AdminService } from "./admin.service.ts";

/** Forum base, admins only (401 for guests, 403 for students, before the body is read): the console's own calls. */
export function adminRoutes(app: FastifyInstance, { service }: { service: AdminService }) {
  const on = mounter(app, "admin");
  on(adminApi.overview, () => service.overview());
  on(adminApi.users, async (call) => pageOf(call, await service.list(call.query)));
  on(adminApi.suspend, ({ params, body, user }) => service.suspend(params.id, body, user.id));
  on(adminApi.unsuspend, ({ params, user }) => service.unsuspend(params.id, user.id));
}
