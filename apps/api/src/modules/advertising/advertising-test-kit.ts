import { desc, eq } from "drizzle-orm";
import { advertisements } from "../../db/schema/index.ts";
import { localDateTime } from "../../platform/time-zone.ts";
import type { TestApp } from "../../test/test-app.ts";
import { adminKit } from "../admin/admin-test-kit.ts";
import { advertisingServices } from "./advertising.module.ts";
import { createCampaignsRepository } from "./campaigns/campaigns.repository.ts";
import type { Payments } from "./payments/payments.ts";

export const day = 24 * 60 * 60 * 1000;
export const zone = "Africa/Lagos";

/** Today on the forum's clock, and `n` days from a date ("YYYY-MM-DD"). */
export const today = () => localDateTime(new Date(), zone).date;
export const daysFrom = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * day).toISOString().slice(0, 10);

type Row = typeof advertisements.$inferInsert;

/**
 * The admin kit plus the ad form, campaigns straight in the database, the advertising module's services, and
 * `withPayments`: the students' and the console's services built as the module builds them, over another payments
 * object (a test's fake provider).
 */
export function adsKit(t: TestApp) {
  const k = adminKit(t);
  const db = t.database.db;

  /** A form that passes every check. */
  const fields = (over: Record<string, string> = {}): Record<string, string> => ({
    business_name: "Mama Put Kitchen",
    caption: "Hot jollof by the library, every day from noon.",
    adUrl: "https://mamaput.example.com/menu",
    duration: "7",
    budget: "7000",
    start_date: today(),
    ...over,
  });

  /** POST /advertisements as the web app sends it (multipart); `image` as a file of the given type. */
  function create(form: Record<string, string>, token?: string, image?: { bytes: Buffer; type: string }) {
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
    if (image) body.append("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), "ad-picture");
    return t.app.inject({
      method: "POST",
      url: "/forum/api/v1/advertisements",
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  const list = (token?: string, search?: string) =>
    k.get(`/advertisements${search === undefined ? "" : `?search=${encodeURIComponent(search)}`}`, token);

  /** A campaign written straight to the database (a state the test names). */
  async function ad(values: Partial<Row> & { userId: number }) {
    const [row] = await db
      .insert(advertisements)
      .values({
        businessName: "Campus Prints",
        caption: "Binding and printing, open late.",
        adUrl: "https://prints.example.com",
        budget: 10_000,
        startDate: today(),
        duration: 10,
        paymentStatus: "not_required",
        ...values,
      })
      .returning({ id: advertisements.id });
    return row!.id;
  }
  /** A campaign running since `daysAgo` days, for `duration` days. */
  const running = (userId: number, daysAgo: number, values: Partial<Row> = {}) => {
    const liveAt = new Date(Date.now() - daysAgo * day);
    const duration = values.duration ?? 10;
    return ad({
      userId,
      status: "active",
      approvedAt: liveAt,
      liveAt,
      endsAt: new Date(liveAt.getTime() + duration * day),
      ...values,
    });
  };
  const row = async (id: number) => (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!;
  const newest = async () => (await db.select().from(advertisements).orderBy(desc(advertisements.id)).limit(1))[0];
  const set = (id: number, values: Partial<Row>) =>
    db.update(advertisements).set(values).where(eq(advertisements.id, id));
  const reviewMails = (to: string) => t.mailer.sent.filter((m) => m.to === to && m.subject.includes("campaign"));

  const ads = t.modules!.advertising;
  const withPayments = (payments: Payments) =>
    advertisingServices(t.context!, { repo: createCampaignsRepository(db), schedule: ads.schedule, payments });

  return { ...k, fields, create, list, ad, running, row, newest, set, reviewMails, ads, withPayments };
}
