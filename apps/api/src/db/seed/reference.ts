import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import { categories, reportReasons } from "../schema/index.ts";

export const CATEGORY_NAMES = [
  "Academics",
  "Admissions",
  "Scholarships",
  "Hostel & Accommodation",
  "Campus Life",
  "Tech & Programming",
  "Career & Internships",
  "Exams & Results",
  "Health & Wellbeing",
  "Sports",
  "Entertainment",
  "Buy & Sell",
];

export const REPORT_REASONS = [
  { name: "Spam", description: "Advertising, repeated posts or links that have nothing to do with the discussion." },
  { name: "Harassment", description: "Insults, threats, bullying or targeting a student or group." },
  { name: "Hate speech", description: "Attacks on people for their ethnicity, religion, gender or other identity." },
  {
    name: "Misinformation",
    description: "False claims about exams, admissions, fees or school policy presented as fact.",
  },
  { name: "Plagiarism", description: "Someone else's work posted as one's own, or leaked exam material." },
  { name: "NSFW content", description: "Sexual, violent or graphic content that does not belong on the forum." },
  {
    name: "Personal information",
    description: "Phone numbers, addresses or other private details shared without consent.",
  },
  { name: "Scam or phishing", description: "Fake offers, requests for passwords or payments, suspicious links." },
];

/**
 * Categories and report reasons: needed by every install, demo data or not. Written into empty tables only, so what
 * admins rename or delete stays so across restarts. Idempotent.
 */
export async function seedReference(db: Db) {
  const [seeded] = await db.select({ categories: count() }).from(categories);
  if (!seeded?.categories) {
    await db
      .insert(categories)
      .values(CATEGORY_NAMES.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  const [reasons] = await db.select({ n: count() }).from(reportReasons);
  if (!reasons?.n) {
    await db.insert(reportReasons).values(REPORT_REASONS).onConflictDoNothing({ target: reportReasons.name });
  }
}
