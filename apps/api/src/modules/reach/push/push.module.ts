import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../platform/context.ts";
import { generateVapidKeys } from "../../../platform/secrets.ts";
import type { Dispatcher } from "../dispatch/dispatch.module.ts";
import { originsOf } from "./endpoint-check.ts";
import { createPushRepository } from "./push.repository.ts";
import { pushRoutes } from "./push.routes.ts";
import { createPushService, type PushJob } from "./push.service.ts";
import { createPushDelivery } from "./push-delivery.ts";

/** The queue of pushes: one job per notification and device. */
export const PUSH_QUEUE = "push-send";

/**
 * Web Push (API.md "Reach"): devices subscribe; each notification the dispatcher hands on becomes one job per device
 * whose student has push on for its type; the job encrypts and posts it to the device's push service.
 */
export function pushModule(app: FastifyInstance, ctx: AppContext, dispatcher: Dispatcher) {
  // main.ts passes the environment's keys (or DATA_DIR's); an app built without them (tests) signs with its own.
  const vapid = ctx.deps.vapid ?? { ...generateVapidKeys(), subject: "mailto:no-reply@forum.test" };
  const allowed = originsOf(ctx.deps.pushAllowedOrigins ?? []);
  const repo = createPushRepository(ctx.db);
  const service = createPushService({ repo, repoIn: createPushRepository, allowed });
  const queue = (tx: Parameters<typeof ctx.jobs.send>[0], jobs: PushJob[], at = new Date()) =>
    ctx.jobs.sendMany(
      tx,
      PUSH_QUEUE,
      jobs.map((job) => ({
        data: job,
        startAfter: at,
        singletonKey: `push:${job.notificationId}:${job.subscriptionId}${job.attempt ? `:${job.attempt}` : ""}`,
      })),
    );
  const deliver = createPushDelivery({
    repo,
    vapid,
    allowed,
    log: ctx.log,
    retry: (job, at) => ctx.db.transaction((tx) => queue(tx, [job], at)),
  });
  ctx.jobs.define<PushJob>(PUSH_QUEUE, deliver);
  dispatcher.onDispatch((tx, rows) => service.dispatched(tx, rows, queue));
  pushRoutes(app, { service, publicKey: vapid.publicKey });
}
