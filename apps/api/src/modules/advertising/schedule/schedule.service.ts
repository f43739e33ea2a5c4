import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client.ts";
import type { CacheBus } from "../../../platform/cache-bus.ts";
import type { Jobs } from "../../../platform/jobs.ts";
import { instantOf, localDateTime } from "../../../platform/time-zone.ts";
import type { ScheduleRepository } from "./schedule.repository.ts";

export const goLiveQueue = "ad-go-live";
export const completeQueue = "ad-complete";
export const adSweepQueue = "ad-schedule-sweep";
/** How many campaigns one sweep moves at most per transition (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

export type ScheduleDeps = {
  repo: ScheduleRepository;
  jobs: Jobs;
  caches: CacheBus;
  log: FastifyBaseLogger;
  zone: string;
};

/**
 * A campaign's go-live and completion as durable jobs (like event reminders): the go-live job is sent when a campaign
 * becomes approved and paid (or free), due at its start day's first moment in the forum's zone; going live sends the
 * completion job, due at its end. A sweep every minute moves whatever a lost or late job left behind. Transitions are
 * guarded by the state they leave, so jobs and sweeps may overlap.
 */
export function createScheduleService(d: ScheduleDeps) {
  const startOfDay = (startDate: string) => instantOf(startDate, "00:00", d.zone);
  const changed = () => d.caches.publish("ads-changed", {});

  /**
   * Sends a job in a savepoint of the caller's transaction: a job that cannot be sent (the queue not started on this
   * instance, as inside a payment's transaction) must not undo the caller's write; the sweep does the job's work.
   */
  async function send(tx: Db, queue: string, data: object, at: Date, key: string) {
    try {
      await tx.transaction((sp) => d.jobs.send(sp, queue, data, { startAfter: at, singletonKey: key }).then(() => {}));
    } catch (err) {
      d.log.warn({ err, queue, key }, "campaign job not sent; the sweep will do its work");
    }
  }

  const sendEnd = (tx: Db, adId: number, at: Date) => send(tx, completeQueue, { adId }, at, `${adId}@${at.getTime()}`);

  async function goLive(adId: number, startDate: string) {
    const live = await d.repo.goLive(adId, startOfDay(startDate), sendEnd);
    if (live) await changed();
    return live;
  }

  async function complete(adId: number) {
    const done = await d.repo.complete(adId);
    if (done) await changed();
    return done;
  }

  async function sweep() {
    const today = localDateTime(new Date(), d.zone).date;
    let moved = 0;
    for (const ad of await d.repo.readyToGoLive(today, SWEEP_BATCH)) if (await goLive(ad.id, ad.startDate)) moved++;
    for (const ad of await d.repo.dueToComplete(SWEEP_BATCH)) if (await complete(ad.id)) moved++;
    return moved;
  }

  d.jobs.define<{ adId: number; startDate: string }>(goLiveQueue, async ({ adId, startDate }) => {
    await goLive(adId, startDate);
  });
  d.jobs.define<{ adId: number }>(completeQueue, async ({ adId }) => {
    await complete(adId);
  });
  d.jobs.define(adSweepQueue, async () => void (await sweep()), { cron: "* * * * *" });

  /** The go-live job of a campaign now approved and paid (or free), due at its start day's first moment or now. */
  function scheduleGoLive(tx: Db, ad: { id: number; startDate: string }) {
    const at = new Date(Math.max(startOfDay(ad.startDate).getTime(), Date.now()));
    return send(tx, goLiveQueue, { adId: ad.id, startDate: ad.startDate }, at, `${ad.id}@${at.getTime()}`);
  }

  return {
    scheduleGoLive,
    /** payments.ts OnPaid: paid (from unpaid only); live when approved; a refund when it was rejected meanwhile. */
    async onPaid(tx: Db, adId: number) {
      const row = await d.repo.markPaid(tx, adId);
      if (!row) return { refundAfterCommit: false };
      if (row.status === "rejected") return { refundAfterCommit: true };
      if (row.status === "pending" && row.approvedAt) await scheduleGoLive(tx, { id: adId, startDate: row.startDate });
      return { refundAfterCommit: false };
    },
    goLive,
    complete,
    sweep,
    startOfDay,
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
