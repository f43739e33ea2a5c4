import { notificationsApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import { pageOf } from "../../platform/page.ts";
import type { NotificationsService } from "./notifications.service.ts";

/** Forum base: the caller's own notifications (core §7). Every call needs a signed-in student. */
export function notificationsRoutes(app: FastifyInstance, { service }: { service: NotificationsService }) {
  const on = mounter(app, "notifications");
  on(notificationsApi.list, async (call) => {
    const { unread, ...rows } = await service.list(call.user.id, call.query);
    return { ...pageOf(call, rows), unread_count: unread };
  });
  on(notificationsApi.read, ({ body, user }) => service.read(user.id, body.notification_id));
  on(notificationsApi.unread, ({ body, user }) => service.unread(user.id, body.notification_id));
  on(notificationsApi.remove, ({ body, user }) => service.remove(user.id, body.notification_id));
}
