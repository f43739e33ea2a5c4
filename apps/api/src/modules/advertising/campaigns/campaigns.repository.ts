import { and, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { advertisements } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../platform/sql-patterns.ts";

export const adColumns = {
  id: advertisements.id,
  userId: advertisements.userId,
  businessName: advertisements.businessName,
  caption: advertisements.caption,
  adUrl: advertisements.adUrl,
  budget: advertisements.budget,
  startDate: advertisements.startDate,
  duration: advertisements.duration,
  image: advertisements.image,
  status: advertisements.status,
  paymentStatus: advertisements.paymentStatus,
  refundStatus: advertisements.refundStatus,
  impressions: advertisements.impressions,
  clicks: advertisements.clicks,
  approvedAt: advertisements.approvedAt,
  rejectedAt: advertisements.rejectedAt,
  rejectReason: advertisements.rejectReason,
  liveAt: advertisements.liveAt,
  endsAt: advertisements.endsAt,
  createdAt: advertisements.createdAt,
};
export type AdValues = {
  userId: number;
  businessName: string;
  caption: string;
  adUrl: string;
  budget: number;
  startDate: string;
  duration: number;
  image: string | null;
  paymentStatus: "unpaid" | "not_required";
};
/** Counts gathered in memory since the last flush, per campaign. */
export type AdCounts = { id: number; impressions: number; clicks: number };

/** A student's list holds at most this many (creation is throttled; no student comes near it). */
const LIST_MAX = 500;

const searchWhere = (search: string): SQL | undefined =>
  search
    ? or(
        ilike(advertisements.businessName, containsPattern(search)),
        ilike(advertisements.caption, containsPattern(search)),
      )
    : undefined;

/** Campaigns as their owners write and read them, what the feed may show, and the counters' batched writes. */
export function createCampaignsRepository(db: Db) {
  return {
    async create(values: AdValues) {
      const [row] = await db.insert(advertisements).values(values).returning(adColumns);
      return row!;
    },

    /** The owner's campaigns, newest first; `search` matches business name or caption. */
    list: async (userId: number, search: string) =>
      await db
        .select(adColumns)
        .from(advertisements)
        .where(and(eq(advertisements.userId, userId), searchWhere(search)))
        .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
        .limit(LIST_MAX),

    async byId(id: number) {
      const [row] = await db.select(adColumns).from(advertisements).where(eq(advertisements.id, id));
      return row;
    },

    /** What the feed may show: running campaigns whose end has not come. */
    live: async () =>
      await db
        .select(adColumns)
        .from(advertisements)
        .where(and(eq(advertisements.status, "active"), gt(advertisements.endsAt, sql`now()`))),

    /** Adds a batch of counts in one statement (a campaign deleted meanwhile is skipped). */
    async addCounts(counts: AdCounts[]) {
      if (counts.length === 0) return;
      const rows = sql.join(
        counts.map((c) => sql`(${c.id}::int, ${c.impressions}::bigint, ${c.clicks}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${advertisements} set
          impressions = ${advertisements}.impressions + c.impressions,
          clicks = ${advertisements}.clicks + c.clicks
        from (values ${rows}) as c(id, impressions, clicks)
        where ${advertisements}.id = c.id`);
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
export type AdRow = Awaited<ReturnType<CampaignsRepository["create"]>>;
