import type { FastifyBaseLogger } from "fastify";
import { checkPushEndpoint } from "./endpoint-check.ts";
import type { PushRepository } from "./push.repository.ts";
import type { PushJob } from "./push.service.ts";
import { pushPayloadOf } from "./push-payload.ts";
import { PrivateAddressError, type PushTarget, sendPush, type VapidKeys } from "./push-sender.ts";

/** How often a push the service could not take now (429, 5xx, no answer) is tried again, and how soon. */
export const PUSH_ATTEMPTS = 10;
const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** attempt, 60 * 60 * 1000);

type Deps = {
  repo: PushRepository;
  vapid: VapidKeys;
  allowed: ReadonlySet<string>;
  log: FastifyBaseLogger;
  /** Queues the same push again later, in its own transaction. */
  retry: (job: PushJob, at: Date) => Promise<void>;
  send?: (target: PushTarget, payload: string, vapid: VapidKeys, trusted: boolean) => Promise<number>;
};

/**
 * One push job: the notification to one device. It never throws once it has sent, so a job that succeeded always
 * completes (pg-boss runs a failed batch again whole, which would send its other pushes twice): a push the service
 * could not take now is queued again itself, with a growing delay.
 */
export function createPushDelivery(d: Deps) {
  const send = d.send ?? sendPush;
  return async function deliver(job: PushJob) {
    const row = await d.repo.delivery(job.notificationId, job.subscriptionId);
    // Gone (read and deleted, the device unsubscribed), or the device now belongs to someone else.
    if (!row || row.subscription.userId !== row.userId) return;
    const payload = pushPayloadOf(row);
    if (!payload) return;
    const check = checkPushEndpoint(row.subscription.endpoint, d.allowed);
    if (!check.ok) return;
    const attempt = job.attempt ?? 0;
    let status: number;
    try {
      status = await send(row.subscription, JSON.stringify(payload), d.vapid, check.allowed);
    } catch (err) {
      if (err instanceof PrivateAddressError) return void d.log.warn({ err }, "push endpoint refused");
      status = 0;
      d.log.warn({ err }, "push service out of reach");
    }
    if (status >= 200 && status < 300) return;
    if (status === 404 || status === 410) return void (await d.repo.drop(job.subscriptionId));
    if (status === 0 || status === 429 || status >= 500) {
      if (attempt + 1 >= PUSH_ATTEMPTS) return void d.log.warn({ job, status }, "push given up");
      return d.retry({ ...job, attempt: attempt + 1 }, new Date(Date.now() + retryDelayMs(attempt)));
    }
    d.log.warn({ job, status }, "push refused by the push service");
  };
}
