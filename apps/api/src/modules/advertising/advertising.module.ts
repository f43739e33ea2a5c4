import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { defaultTimeZone } from "../../platform/time-zone.ts";
import { toAd } from "./campaigns/campaigns.presenter.ts";
import { type CampaignsRepository, createCampaignsRepository } from "./campaigns/campaigns.repository.ts";
import { campaignsRoutes } from "./campaigns/campaigns.routes.ts";
import { createCampaignsService } from "./campaigns/campaigns.service.ts";
import { paymentsModule } from "./payments/payments.module.ts";
import type { Payments } from "./payments/payments.ts";
import { createClicks } from "./placement/clicks.ts";
import { placementRoutes } from "./placement/placement.routes.ts";
import { createPlacementService } from "./placement/placement.service.ts";
import { createReviewRepository } from "./review/review.repository.ts";
import { reviewRoutes } from "./review/review.routes.ts";
import { createReviewService } from "./review/review.service.ts";
import { createScheduleRepository } from "./schedule/schedule.repository.ts";
import { createScheduleService, type ScheduleService } from "./schedule/schedule.service.ts";

/**
 * Advertising (API.md "Secondary areas: Advertising"): students' campaigns, paid through the payments module, reviewed
 * in the console, put live and completed by durable jobs, and served to the feed from memory. Answers its services
 * (tests run the schedule and flush the counts).
 */
export function advertisingModule(app: FastifyInstance, ctx: AppContext) {
  const repo = createCampaignsRepository(ctx.db);
  const schedule = createScheduleService({
    repo: createScheduleRepository(ctx.db),
    jobs: ctx.jobs,
    caches: ctx.caches,
    log: ctx.log,
    zone: zoneOf(ctx),
  });
  const placement = createPlacementService({ repo, urls: ctx.urls, log: ctx.log });
  ctx.caches.on("ads-changed", placement.invalidate);
  app.addHook("onClose", placement.close);
  const clicks = createClicks({ placement, repo, limits: ctx.limits, log: ctx.log });

  // The return page's answer: the campaign as its owner sees it (anyone else's is not found).
  const loadAd = async (adId: number, viewerId: number) => {
    const row = await repo.byId(adId);
    return row && row.userId === viewerId ? toAd(row, ctx.urls) : null;
  };
  const payments = paymentsModule(app, ctx, { onPaid: schedule.onPaid, loadAd });
  const services = advertisingServices(ctx, { repo, schedule, payments });
  campaignsRoutes(app, services);
  placementRoutes(app, { placement, clicks });
  reviewRoutes(app, services);
  return { ...services, schedule, placement, clicks };
}
export type Advertising = ReturnType<typeof advertisingModule>;

const zoneOf = (ctx: AppContext) => ctx.deps.timeZone ?? defaultTimeZone;

/**
 * The students' and the console's services over a payments object: the module's, or (advertising-test-kit.ts) a
 * test's fake provider.
 */
export function advertisingServices(
  ctx: AppContext,
  parts: { repo: CampaignsRepository; schedule: ScheduleService; payments: Payments },
) {
  const { repo, schedule, payments } = parts;
  const zone = zoneOf(ctx);
  return {
    campaigns: createCampaignsService({
      ...ctx.urls,
      repo,
      payments,
      throttle: ctx.throttle,
      log: ctx.log,
      storage: ctx.storage,
      workers: ctx.workers,
      zone,
    }),
    review: createReviewService({
      ...ctx.urls,
      repo: createReviewRepository(ctx.db),
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
  };
}
