import { eq } from "drizzle-orm";
import { pollOptions, polls } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";

/** A poll with its options, written straight to the database (admins make polls; that screen is not ours). */
export async function makePoll(t: TestApp, title: string, options: string[], active = true) {
  const db = t.database.db;
  if (active) await db.update(polls).set({ active: false }).where(eq(polls.active, true));
  const [poll] = await db.insert(polls).values({ title, active }).returning();
  const rows = await db
    .insert(pollOptions)
    .values(options.map((option, position) => ({ pollId: poll!.id, option, position })))
    .returning();
  return { id: poll!.id, options: rows.map((r) => r.id) };
}
