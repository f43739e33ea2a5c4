import {
  errorBodySchema,
  messageEnvelope,
  notificationOne,
  notificationsPage,
  notificationsQuery,
  notificationTarget,
} from "@forum/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../platform/auth-guard.ts";
import type { NotificationsService } from "./notifications.service.ts";

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tags = ["notifications"];
// The web app posts `{}` when acting on all; an empty or missing body means the same.
const optionalBody = z.preprocess((body) => body ?? {}, notificationTarget);

/** Forum base: the caller's own notifications (core §7). Every call needs a signed-in student. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.addHook("onRequest", requireUser);
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.get(
    "/notifications",
    { schema: { tags, querystring: notificationsQuery, response: { 200: notificationsPage, ...errors } } },
    async (req) => service.list(me(req), req.query.search, req.query.page, req.query.per_page),
  );
  app.post(
    "/notifications/read",
    { schema: { tags, body: optionalBody, response: { 200: messageEnvelope, ...errors } } },
    async (req) => service.read(me(req), req.body.notification_id),
  );
  app.post(
    "/notifications/unread",
    { schema: { tags, body: notificationOne, response: { 200: messageEnvelope, ...errors } } },
    async (req) => service.unread(me(req), req.body.notification_id),
  );
  app.post(
    "/notifications/delete",
    { schema: { tags, body: optionalBody, response: { 200: messageEnvelope, ...errors } } },
    async (req) => service.remove(me(req), req.body.notification_id),
  );
};
