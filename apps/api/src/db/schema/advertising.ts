import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./users.ts";

/**
 * A student's ad campaign (API.md "Secondary areas: Advertising"). `budget` is whole Naira; `startDate` a day in
 * TIME_ZONE. `liveAt`/`endsAt` are set when it goes live (approved and paid, on or after its start day), so the
 * amount spent and the completion follow from them. Impressions and clicks are added in batches (bigint: a long
 * campaign's count is never the reason a write fails).
 */
export const advertisements = pgTable(
  "advertisements",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    businessName: text("business_name").notNull(),
    caption: text("caption").notNull(),
    adUrl: text("ad_url").notNull(),
    budget: integer("budget").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    duration: integer("duration").notNull(),
    image: text("image"),
    status: text("status", { enum: ["pending", "active", "completed", "rejected"] })
      .notNull()
      .default("pending"),
    paymentStatus: text("payment_status", { enum: ["unpaid", "paid", "not_required"] }).notNull(),
    refundStatus: text("refund_status", { enum: ["none", "pending", "refunded", "failed"] })
      .notNull()
      .default("none"),
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    liveAt: timestamp("live_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The owner's list, newest first.
    index("advertisements_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The console's review list by status, oldest waiting first.
    index("advertisements_status_created_idx").on(t.status, t.createdAt, t.id),
    // What the feed may show.
    index("advertisements_active_idx").on(t.endsAt).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * One checkout of a campaign with a payment provider. `reference` is ours, sent to the provider and unique, so a
 * payment confirmed twice (webhook and return page, or a replayed webhook) is applied once. Amounts are kobo.
 * `checkoutUrl` is the provider's page, kept so that paying again reuses the pending checkout (null while it is being
 * opened). `duplicate`: paid after another payment of the campaign was applied, so refunded in full.
 */
export const adPayments = pgTable(
  "ad_payments",
  {
    id: serial("id").primaryKey(),
    advertisementId: integer("advertisement_id")
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: text("status", { enum: ["initialized", "paid", "refunded", "refund_failed"] })
      .notNull()
      .default("initialized"),
    checkoutUrl: text("checkout_url"),
    providerTransactionId: text("provider_transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    duplicate: boolean("duplicate").notNull().default(false),
    refundAmountKobo: bigint("refund_amount_kobo", { mode: "number" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ad_payments_reference_key").on(t.reference),
    index("ad_payments_advertisement_idx").on(t.advertisementId),
  ],
);
