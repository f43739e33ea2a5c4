import type { Db } from "../client.ts";
import { events } from "../schema/index.ts";

/** A demo event: when it starts, as days from the seeding day and an hour on Lagos's clock (UTC+1, no summer time). */
export type DemoEvent = {
  key: string;
  title: string;
  shortDesc: string;
  days: number;
  hour: number;
  link: string;
  colors: [string, string];
};

export const EVENTS: DemoEvent[] = [
  {
    key: "CAREERS",
    title: "Campus Careers Fair",
    shortDesc:
      "Meet recruiters from banks, tech firms and oil companies; bring printed CVs and ask about SIWES places.",
    days: 3,
    hour: 10,
    link: "https://careers.example.edu/fair",
    colors: ["#1e3a8a", "#0ea5e9"],
  },
  {
    key: "PYTHON",
    title: "Python for Data Analysis Workshop",
    shortDesc: "A hands-on afternoon with pandas and notebooks. Laptops needed; no experience required.",
    days: 6,
    hour: 14,
    link: "https://meet.example.edu/python-workshop",
    colors: ["#14532d", "#22c55e"],
  },
  {
    key: "DEBATE",
    title: "Inter-faculty Debate Semi-finals",
    shortDesc: "Law faces Engineering on the motion that exams should be open-book. Come and vote for the winner.",
    days: 11,
    hour: 16,
    link: "https://debate.example.edu/semis",
    colors: ["#7c2d12", "#f97316"],
  },
  {
    key: "WELCOME",
    title: "Freshers' Welcome Night",
    shortDesc: "Music, food and the clubs fair for new students at the Students' Union building.",
    days: -4,
    hour: 18,
    link: "https://union.example.edu/welcome",
    colors: ["#581c87", "#d946ef"],
  },
];

/** The instant a demo event starts: `days` after `now`'s date, at `hour` in Lagos. */
export function demoEventStart(now: Date, e: Pick<DemoEvent, "days" | "hour">): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + e.days, e.hour - 1));
}

/** Writes the demo's events, with the thumbnails already stored. */
export async function insertEvents(tx: Db, now: Date, thumbnails: Map<string, string>) {
  await tx.insert(events).values(
    EVENTS.map((e) => ({
      title: e.title,
      shortDesc: e.shortDesc,
      startsAt: demoEventStart(now, e),
      thumbnail: thumbnails.get(e.key) ?? null,
      link: e.link,
    })),
  );
  return EVENTS.length;
}
