import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { defaultTimeZone } from "../../platform/time-zone.ts";
import { toAd } from "./campaigns/campaigns.presenter.ts";
import { createAdvertisingRepository } from "./campaigns/campaigns.repository.ts";
import { campaignsRoutes } from "./campaigns/campaigns.routes.ts";
import { createAdvertisingService } from "./campaigns/campaigns.service.ts";
import { paymentsModule } from "./payments/payments.module.ts";
import type { Payments } from "./payments/payments.ts";
import { createAdClicks } from "./placement/clicks.ts";
import { placementRoutes } from "./placement/placement.routes.ts";
import { createAdPlacement } from "./placement/placement.service.ts";
import { createAdvertisingAdminRepository } from "./review/review.repository.ts";
import { reviewRoutes } from "./review/review.routes.ts";
import { createAdvertisingAdminService } from "./review/review.service.ts";
import { createAdScheduleRepository } from "./schedule/schedule.repository.ts";
import { createAdSchedule } from "./schedule/schedule.service.ts";

/**
 * Advertising (API.md "Secondary areas: Advertising"): students' campaigns, paid through the payments module, reviewed
 * in the console, put live and completed by durable jobs, and served to the feed from memory. Answers its services
 * (tests run the schedule and flush the counts; `withPayments` builds the students' and the console's services over
 * another payments object, as a test's fake provider).
 */
export function advertisingModule(app: FastifyInstance, ctx: AppContext) {
  const zone = ctx.deps.timeZone ?? defaultTimeZone;
  const repo = createAdvertisingRepository(ctx.db);
  const schedule = createAdSchedule({
    repo: createAdScheduleRepository(ctx.db),
    jobs: ctx.jobs,
    caches: ctx.caches,
    log: ctx.log,
    zone,
  });
  const placement = createAdPlacement({ repo, urls: ctx.urls, log: ctx.log });
  ctx.caches.on("ads-changed", placement.invalidate);
  app.addHook("onClose", placement.close);
  const clicks = createAdClicks({ placement, repo, limits: ctx.limits, log: ctx.log });
  const adminRepo = createAdvertisingAdminRepository(ctx.db);

  const withPayments = (payments: Payments) => ({
    ads: createAdvertisingService({
      ...ctx.urls,
      repo,
      payments,
      throttle: ctx.throttle,
      log: ctx.log,
      storage: ctx.storage,
      workers: ctx.workers,
      zone,
    }),
    admin: createAdvertisingAdminService({
      ...ctx.urls,
      repo: adminRepo,
      ads: repo,
      schedule,
      payments,
      jobs: ctx.jobs,
      mailer: ctx.mailer,
      background: ctx.background,
      log: ctx.log,
      zone,
      changed: () => ctx.caches.publish("ads-changed", {}),
    }),
  });
  // The return page's answer: the campaign as its owner sees it (anyone else's is not found).
  const loadAd = async (adId: number, viewerId: number) => {
    const row = await repo.byId(adId);
    return row && row.userId === viewerId ? toAd(row, ctx.urls) : null;
  };
  const payments = paymentsModule(app, ctx, { onPaid: schedule.onPaid, loadAd });
  const services = withPayments(payments);
  campaignsRoutes(app, services);
  placementRoutes(app, { placement, clicks });
  reviewRoutes(app, services);
  return { ...services, schedule, placement, clicks, withPayments };
}
export type Advertising = ReturnType<typeof advertisingModule>;
