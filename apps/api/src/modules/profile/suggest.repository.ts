import { mentionLimits } from "@forum/contract";
import { and, inArray, isNotNull, not, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { publicUserColumns, users } from "../../db/schema/index.ts";
import { suspendedNow } from "../../db/suspension.ts";
import { prefixPattern } from "../../platform/sql-patterns.ts";

/**
 * The three expressions migration 0017 indexes with text_pattern_ops: `like 'q%'` on each is an index range scan, and
 * ordering by the same expression with `~<~` (the operator class's own order) lets each branch stop after its first
 * rows instead of reading every student whose name starts with one letter.
 */
const keys = {
  username: sql`lower(${users.username})`,
  name: sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
  lastName: sql`lower(${users.lastName})`,
};

const branch = (db: Db, key: SQL, rank: number, pattern: string) =>
  db
    .select({ id: users.id, rank: sql<number>`${rank}::int`.as("rank"), key: sql<string>`${key}`.as("key") })
    .from(users)
    .where(and(sql`${key} like ${pattern}`, isNotNull(users.username), not(suspendedNow)))
    .orderBy(sql`${key} using ~<~`)
    .limit(mentionLimits.suggestMax);

/** The three index scans for `q` (lower-cased): by username, "first last", last name. Exported for the EXPLAIN test. */
export const suggestBranches = (db: Db, q: string) => {
  const pattern = prefixPattern(q);
  return [
    branch(db, keys.username, 1, pattern),
    branch(db, keys.name, 2, pattern),
    branch(db, keys.lastName, 3, pattern),
  ] as const;
};

export function createSuggestRepository(db: Db) {
  return {
    /**
     * Up to 8 students (never a suspended one, nor one without a username: they cannot be mentioned) whose username,
     * first name, last name or "first last" starts with `q` (lower-cased); username matches first, then by name.
     */
    async startingWith(q: string) {
      const matches = await unionAll(...suggestBranches(db, q));
      const best = new Map<number, { rank: number; key: string }>();
      for (const m of matches) {
        const seen = best.get(m.id);
        if (!seen || m.rank < seen.rank) best.set(m.id, { rank: m.rank, key: m.key });
      }
      const ids = [...best.entries()]
        .sort(([, a], [, b]) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .slice(0, mentionLimits.suggestMax)
        .map(([id]) => id);
      if (!ids.length) return [];
      const rows = await db.select(publicUserColumns).from(users).where(inArray(users.id, ids));
      return ids.flatMap((id) => rows.filter((r) => r.id === id));
    },
  };
}
export type SuggestRepository = ReturnType<typeof createSuggestRepository>;
