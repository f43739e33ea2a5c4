import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { asc } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { migrationsFolder } from "./client.ts";
import * as schema from "./schema/index.ts";
import { rewardAssignments, rewardTasks, translationItems } from "./schema/index.ts";

const RENUMBER = "0016_renumber_items_from_zero";
type Journal = { entries: { tag: string }[] };

/** The migrations folder as a release before the renumbering had it: every migration up to it, not it. */
function folderBefore(tag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-migrations-"));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it.runIf(process.env.TEST_DB !== "postgres")(
  "renumbers an upgraded database's items from 0 in their order, gaps closed (as an upload numbers them now)",
  async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client, { schema });
      const before = folderBefore(RENUMBER);
      dirs.push(before);
      await migrate(db, { migrationsFolder: before });
      const [task] = await db
        .insert(rewardTasks)
        .values({
          thirdPartyRef: "upgrade",
          name: "Voices",
          company: "Neoform",
          difficulty: "beginner",
          rewardType: "cash",
          category: "Translation",
          shortDescription: "Translate.",
        })
        .returning();
      const assignment = (title: string) =>
        db
          .insert(rewardAssignments)
          .values({ rewardTaskId: task!.id, title, languageName: title, languageMode: "text and audio" })
          .returning()
          .then((rows) => rows[0]!);
      const [yoruba, hausa] = [await assignment("Yoruba"), await assignment("Hausa")];
      // As the old upload numbered them: from 1; the Hausa ones written out of order, with a gap.
      await db.insert(translationItems).values([
        { assignmentId: yoruba.id, orderIndex: 1, text: "Y first" },
        { assignmentId: yoruba.id, orderIndex: 2, text: "Y second" },
        { assignmentId: yoruba.id, orderIndex: 3, text: "Y third" },
        { assignmentId: hausa.id, orderIndex: 5, text: "H third" },
        { assignmentId: hausa.id, orderIndex: 1, text: "H first" },
        { assignmentId: hausa.id, orderIndex: 2, text: "H second" },
      ]);

      await migrate(db, { migrationsFolder });

      const rows = await db
        .select({ a: translationItems.assignmentId, order: translationItems.orderIndex, text: translationItems.text })
        .from(translationItems)
        .orderBy(asc(translationItems.assignmentId), asc(translationItems.orderIndex));
      expect(rows.map((r) => [r.a, r.order, r.text])).toEqual([
        [yoruba.id, 0, "Y first"],
        [yoruba.id, 1, "Y second"],
        [yoruba.id, 2, "Y third"],
        [hausa.id, 0, "H first"],
        [hausa.id, 1, "H second"],
        [hausa.id, 2, "H third"],
      ]);
      // Every migration applied once, the renumbering included, as on a fresh database.
      const applied = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
      expect(applied.rows[0]?.n).toBe(fs.readdirSync(migrationsFolder).filter((f) => f.endsWith(".sql")).length);
    } finally {
      await client.close();
    }
  },
  // Every migration from nothing: slower than a test on the copied template.
  120_000,
);
