import { type AdStatus, adMessages } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import type { BackgroundTasks } from "../../../platform/background.ts";
import { notFound } from "../../../platform/errors.ts";
import type { Jobs } from "../../../platform/jobs.ts";
import type { Mailer } from "../../../platform/mailer.ts";
import type { PublicUrls } from "../../../platform/public-user.ts";
import { toAd, toAdminAd } from "../campaigns/campaigns.presenter.ts";
import type { CampaignsRepository } from "../campaigns/campaigns.repository.ts";
import { conflict } from "../campaigns/campaigns.service.ts";
import type { Payments } from "../payments/payments.ts";
import { amountSpent } from "../placement/metrics.ts";
import type { ScheduleService } from "../schedule/schedule.service.ts";
import type { ReviewRepository } from "./review.repository.ts";
import { approvedMail, rejectedMail } from "./review-mail.ts";

export type ReviewDeps = PublicUrls & {
  repo: ReviewRepository;
  /** A campaign as it is now (the answer to an approval that put it live). */
  ads: Pick<CampaignsRepository, "byId">;
  schedule: ScheduleService;
  payments: Payments;
  jobs: Jobs;
  mailer: Mailer;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  zone: string;
  /** The feed's list of running campaigns is stale (a running one was rejected). */
  changed: () => Promise<void>;
};

/**
 * Review of campaigns in the console: the list by status, approve (scheduled to go live), reject with a reason
 * (mailed to the owner; a paid campaign is refunded less what it spent). Each decision is audited.
 */
export function createReviewService(d: ReviewDeps) {
  /** Mails and refunds go after the answer: a slow mail server or provider never holds the decision up. */
  const after = (label: string, work: () => Promise<unknown>) => d.background.run(label, work);

  return {
    async list({ status, page, per_page: perPage }: { status?: AdStatus; page: number; per_page: number }) {
      const { rows, total } = await d.repo.page(status, page, perPage);
      const now = new Date();
      return { data: rows.map((r) => toAdminAd(r, d, now)), total };
    },

    async approve(id: number, actorId: number) {
      // Started before the transaction: the go-live job is sent inside it.
      await d.jobs.start();
      const audit = { actorId, action: "advertisement.approve", targetType: "advertisement" };
      const payable = (p: string) => p === "paid" || p === "not_required";
      const done = await d.repo.approve(id, audit, async (tx, row) => {
        if (payable(row.paymentStatus)) await d.schedule.scheduleGoLive(tx, row);
      });
      if (done === "unknown") throw notFound(adMessages.notFound);
      if (done === "wrong-state") throw conflict(adMessages.notReviewable);
      const { email } = done;
      let { row } = done;
      const startsAt = d.schedule.startOfDay(row.startDate);
      // Its day has come: live now, not when a worker next polls (the job then finds nothing to do), so the console
      // and the owner see it running at once.
      if (payable(row.paymentStatus) && startsAt.getTime() <= Date.now()) {
        if (await d.schedule.goLive(row.id, row.startDate)) row = (await d.ads.byId(row.id)) ?? row;
      }
      after("ad approved mail", () =>
        d.mailer.send(approvedMail(email, row, startsAt, d.zone, payable(row.paymentStatus))),
      );
      return { data: toAd(row, d), message: adMessages.approved };
    },

    async reject(id: number, reason: string, actorId: number) {
      const audit = { actorId, action: "advertisement.reject", targetType: "advertisement" };
      const done = await d.repo.reject(id, reason, audit);
      if (done === "unknown") throw notFound(adMessages.notFound);
      if (done === "wrong-state") throw conflict(adMessages.notReviewable);
      const { row, email } = done;
      const now = new Date();
      const spent = amountSpent(row, now);
      const paid = row.paymentStatus === "paid";
      if (row.liveAt) await d.changed();
      if (paid) after("ad refund", () => d.payments.refund(row.id, spent));
      after("ad rejected mail", () =>
        d.mailer.send(rejectedMail(email, row, reason, paid ? row.budget - spent : null)),
      );
      return { data: toAd(row, d, now), message: adMessages.rejected };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
