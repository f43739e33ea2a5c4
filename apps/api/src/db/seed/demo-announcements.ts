import type { Db } from "../client.ts";
import { announcementCategories, announcements } from "../schema/index.ts";
import { ago } from "./demo-random.ts";

/** A demo announcement: its picture is drawn (its key as a label on two colours, demo-svg's coverSvg). */
export type DemoAnnouncement = {
  key: string;
  title: string;
  category: string;
  featured: boolean;
  /** How long ago it was published (demo-random's `ago` units). */
  age: string;
  colors: [string, string];
  /** Simple, already safe HTML: what the sanitiser would keep. */
  html: string;
};

export const ANNOUNCEMENT_CATEGORIES = ["Academic", "Campus Life", "Forum Updates"];

export const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    key: "EXAMS",
    title: "Second semester examination timetable is out",
    category: "Academic",
    featured: true,
    age: "1d",
    colors: ["#1e3a8a", "#6366f1"],
    html: "<p>The draft timetable for the second semester examinations has been published on the portal. Check your courses and report any clash to your faculty officer within one week.</p><ul><li>Examinations start on Monday, 12 January.</li><li>Bring your student ID card and course registration form to every paper.</li></ul>",
  },
  {
    key: "FORUM",
    title: "New on the forum: reminders for events",
    category: "Forum Updates",
    featured: false,
    age: "3d",
    colors: ["#0f766e", "#22d3ee"],
    html: "<p>You can now ask the forum to remind you of an event a day before it starts. Open <strong>Events</strong>, pick one and press <em>Remind Me</em>.</p>",
  },
  {
    key: "SPORTS",
    title: "Inter-faculty football finals this Saturday",
    category: "Campus Life",
    featured: false,
    age: "5d",
    colors: ["#14532d", "#84cc16"],
    html: "<p>Engineering meets Social Sciences in the final at the main sports complex. Kick-off is at 4 pm; entry is free with a student ID.</p>",
  },
  {
    key: "LIBRARY",
    title: "Library opens 24 hours during exams",
    category: "Academic",
    featured: false,
    age: "8d",
    colors: ["#7c2d12", "#f59e0b"],
    html: "<p>From the first day of the examinations the main library reading rooms stay open day and night. Quiet rules apply in every room after 10 pm.</p>",
  },
];

/** Writes the demo's announcement categories and announcements, with the banners already stored. */
export async function insertAnnouncements(tx: Db, now: Date, banners: Map<string, string>) {
  const categories = await tx
    .insert(announcementCategories)
    .values(ANNOUNCEMENT_CATEGORIES.map((name) => ({ name })))
    .returning();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map((a) => {
      const at = ago(now, a.age);
      return {
        title: a.title,
        content: a.html,
        contentText: a.html
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
        image: banners.get(a.key) ?? null,
        categoryId: categoryId.get(a.category) ?? null,
        isFeatured: a.featured,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return ANNOUNCEMENTS.length;
}
