import { instantOf, localDateTime } from "../../platform/time-zone.ts";
import type { Db } from "../client.ts";
import { advertisements } from "../schema/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo's clock, as its events' (Lagos, UTC+1 all year). */
const ZONE = "Africa/Lagos";

/** A demo campaign: whose, its state, and when it starts as days from the seeding day (negative: it began earlier). */
export type DemoAd = {
  key: string;
  owner: string;
  businessName: string;
  caption: string;
  adUrl: string;
  budget: number;
  duration: number;
  days: number;
  status: "pending" | "active" | "completed";
  impressions: number;
  clicks: number;
  colors: [string, string];
};

export const ADS: DemoAd[] = [
  {
    key: "PRINTS",
    owner: "tunde_bakare",
    businessName: "Tunde's Print Hub",
    caption: "Project binding, colour printing and photocopies by the Faculty of Science gate. Open till 10pm.",
    adUrl: "https://prints.example.com/students",
    budget: 15_000,
    duration: 14,
    days: -3,
    status: "active",
    impressions: 1_240,
    clicks: 37,
    colors: ["#0f766e", "#14b8a6"],
  },
  {
    key: "JOLLOF",
    owner: "funmi_adeyemi",
    businessName: "Funmi's Kitchen",
    caption: "Party jollof, small chops and zobo delivered to every hostel. Order before noon for lunch.",
    adUrl: "https://funmiskitchen.example.com/order",
    budget: 5_000,
    duration: 7,
    days: -30,
    status: "completed",
    impressions: 5_310,
    clicks: 122,
    colors: ["#9a3412", "#f59e0b"],
  },
  {
    key: "TUTOR",
    owner: "chinedu_eze",
    businessName: "GST Crash Course",
    caption: "Two weekends of GST 101 and 102 past questions with answers, in small groups.",
    adUrl: "https://tutors.example.com/gst",
    budget: 8_000,
    duration: 10,
    days: 2,
    status: "pending",
    impressions: 0,
    clicks: 0,
    colors: ["#1e40af", "#818cf8"],
  },
];

const dayFrom = (now: Date, days: number) =>
  new Date(Date.parse(`${localDateTime(now, ZONE).date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Writes the demo's campaigns, with their pictures already stored; the running one shows in the feed. */
export async function insertAds(tx: Db, now: Date, userIds: Map<string, number>, pictures: Map<string, string>) {
  await tx.insert(advertisements).values(
    ADS.map((a) => {
      const startDate = dayFrom(now, a.days);
      const liveAt = a.status === "pending" ? null : instantOf(startDate, "00:00", ZONE);
      const owner = userIds.get(a.owner);
      if (owner === undefined) throw new Error(`demo seed: unknown student "${a.owner}"`);
      return {
        userId: owner,
        businessName: a.businessName,
        caption: a.caption,
        adUrl: a.adUrl,
        budget: a.budget,
        startDate,
        duration: a.duration,
        image: pictures.get(a.key) ?? null,
        status: a.status,
        paymentStatus: "not_required" as const,
        impressions: a.impressions,
        clicks: a.clicks,
        approvedAt: liveAt,
        liveAt,
        endsAt: liveAt && new Date(liveAt.getTime() + a.duration * DAY_MS),
        createdAt: new Date(now.getTime() + (a.days - 1) * DAY_MS),
      };
    }),
  );
  return ADS.length;
}
