import { type AdBody, adMessages, errorCodes, lastAdStartDate } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { AppError, invalidField, notFound } from "../../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../../platform/form-images.ts";
import type { PublicUrls } from "../../../platform/public-user.ts";
import { localDateTime } from "../../../platform/time-zone.ts";
import type { Writer, WriteThrottle } from "../../../platform/write-throttle.ts";
import type { Payments } from "../payments/payments.ts";
import { toAd } from "./campaigns.presenter.ts";
import type { CampaignsRepository } from "./campaigns.repository.ts";

export const conflict = (message: string) => new AppError(errorCodes.conflict, message, 409);

/** An ad's picture as the feed's card shows it (twice its width on a sharp screen). */
const IMAGE_SIDE = 1200;

export type CampaignsDeps = ImageDeps &
  PublicUrls & {
    repo: CampaignsRepository;
    payments: Payments;
    throttle: WriteThrottle;
    log: FastifyBaseLogger;
    zone: string;
  };
export type Owner = Writer & { email: string };

/**
 * A student's campaigns: create one (checked, its picture re-encoded, a checkout started when payment is on), list
 * and search them, and pay for one left unpaid. Creating and paying are paced like a new post.
 */
export function createCampaignsService(d: CampaignsDeps) {
  async function paced<T>(owner: Writer, work: () => Promise<T>): Promise<T> {
    const refund = await d.throttle.take("post", owner);
    try {
      return await work();
    } catch (err) {
      // A form refused for its input gives its turn back; a picture that cost the pool its time does not.
      if (err instanceof AppError && err.status < 500 && err.status !== 413) await refund();
      throw err;
    }
  }

  /**
   * Checkout's URL, or null when the provider is away or failed (the campaign is kept unpaid, and the owner pays from
   * the list later): the campaign was written, so the answer is its 201 either way.
   */
  async function checkout(ad: { id: number; budget: number }, email: string) {
    try {
      return await d.payments.checkout({ id: ad.id, budget: ad.budget, email });
    } catch (err) {
      if (!(err instanceof AppError && err.status === 503)) d.log.error({ err, adId: ad.id }, "checkout failed");
      return null;
    }
  }

  return {
    create: (form: AdBody, owner: Owner) =>
      paced(owner, async () => {
        // After the schema's checks (the spec's order): the start day on the forum's clock, then the picture.
        const today = localDateTime(new Date(), d.zone).date;
        // ISO dates compare as text.
        if (form.start_date < today) throw invalidField("start_date", adMessages.startDatePast);
        if (form.start_date > lastAdStartDate(today)) throw invalidField("start_date", adMessages.startDateTooFar);
        const file = uploadedImage(form.image);
        const image = file ? await storeImage(d, file, IMAGE_SIDE) : null;
        const row = await d.repo.create({
          userId: owner.id,
          businessName: form.business_name,
          caption: form.caption,
          adUrl: form.adUrl,
          budget: form.budget,
          startDate: form.start_date,
          duration: form.duration,
          image,
          paymentStatus: d.payments.required ? "unpaid" : "not_required",
        });
        const data = toAd(row, d);
        if (!d.payments.required) return { data, message: adMessages.created };
        const url = await checkout(row, owner.email);
        // Created either way: nothing typed is lost when the provider is away; the list offers "Pay now".
        if (url === null) return { data, message: `${adMessages.createdPay} ${adMessages.paymentUnavailable}` };
        return { data, message: adMessages.createdPay, payment_url: url };
      }),

    async list(userId: number, search: string) {
      const now = new Date();
      return { data: (await d.repo.list(userId, search)).map((row) => toAd(row, d, now)) };
    },

    /**
     * The checkout of the caller's unpaid campaign (its pending one, reused, or a new one). Another's or unknown 404;
     * paid, free or rejected 409.
     */
    pay: (id: number, owner: Owner) =>
      paced(owner, async () => {
        const row = await d.repo.byId(id);
        if (!row || row.userId !== owner.id) throw notFound(adMessages.notFound);
        if (!d.payments.required || row.paymentStatus === "not_required") {
          throw conflict(adMessages.paymentsOff);
        }
        if (row.paymentStatus === "paid") throw conflict(adMessages.alreadyPaid);
        if (row.status === "rejected" || row.status === "completed") {
          throw conflict(adMessages.notPayable);
        }
        const url = await d.payments.checkout({ id: row.id, budget: row.budget, email: owner.email });
        return { data: toAd(row, d), payment_url: url };
      }),
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
