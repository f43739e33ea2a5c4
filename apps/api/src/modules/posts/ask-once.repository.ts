import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";
import type { Viewer } from "./posts.filters.ts";
import { visibleTo } from "./posts.repository.ts";
import { titleAndTags } from "./search.repository.ts";

/** How many candidates holding every word are ranked at most, and as many more holding some (`candidatesOf`). */
const CANDIDATES_MAX = 200;

/**
 * How many of the newest questions a suggestion reads its candidates from (tests pass fewer): a few milliseconds at
 * any size of forum, and enough that a word none of them holds is most likely in fewer than one title in 700.
 */
const WALKED = 2_000;

/** A question's title and tags lower-cased once a row, so each word is a plain strpos (ILIKE lower-cases per word). */
const low = sql<string>`lower(${posts.title} || ' ' || ${posts.tagsText})`.as("low");
const holds = (word: string) => sql`strpos(low, ${word}) > 0`;
const every = (words: string[]) => sql.join(words.map(holds), sql` and `);

/** The first `max` ids of a CTE's rows (`id`, `low`), or of a subquery's, matching `where`. */
const firstOf = (from: string | SQL, where: SQL, max = CANDIDATES_MAX) =>
  sql`(select id from ${typeof from === "string" ? sql.identifier(from) : from} where ${where} limit ${max})`;

/**
 * The first CANDIDATES_MAX holding every word, and a share of the others for each word: "any 200 holding any word"
 * were all "exam" ones when a rare word was typed with it, and the rare word's questions never ranked.
 */
const candidatesOf = (cte: string, words: string[]) => [
  firstOf(cte, every(words)),
  ...words.map((w) => firstOf(cte, holds(w), Math.ceil(CANDIDATES_MAX / words.length))),
];

/** Closest to the words together first, then answered ones, then the busiest. */
const closest = (words: string[]) => [
  desc(sql`word_similarity(${words.join(" ")}, ${titleAndTags})`),
  desc(sql`${posts.acceptedReplyId} is not null`),
  desc(posts.repliesCount),
  desc(posts.id),
];

/** What a suggestion shows. */
const suggestion = {
  id: posts.id,
  uuid: posts.uuid,
  title: posts.title,
  repliesCount: posts.repliesCount,
  solved: sql<boolean>`${posts.acceptedReplyId} is not null`,
  createdAt: posts.createdAt,
};
export type Suggestion = {
  id: number;
  uuid: string;
  title: string | null;
  repliesCount: number;
  solved: boolean;
  createdAt: Date;
};

/** Questions a suggestion may show the viewer: published, not closed as duplicates, in no community they are not in. */
const shownTo = (viewer: Viewer) =>
  and(
    eq(posts.status, "published"),
    eq(posts.type, "post"),
    isNull(posts.duplicateOfId),
    sql`${posts.title} is not null`,
    visibleTo(viewer),
  );

/** How many originals a chain of duplicates is followed through before it is taken as a loop. */
const CHAIN_MAX = 20;

/** Ask once: questions like a typed title, and closing a question as a duplicate of another (with its audit entry). */
export function createAskOnceRepository(db: Db, walk = WALKED) {
  return {
    /**
     * Up to `limit` published questions (not themselves closed as duplicates) the viewer may see, whose title or tags
     * hold the words typed, closest first (word similarity to the words together), then answered ones, then the busiest.
     *
     * Bounded work whatever the forum's size. The candidates come from the newest `walked` questions (a walk of
     * posts_feed_recent_idx, each title lower-cased once; `candidatesOf`). A word none of them holds is rare, so a
     * second statement reads its questions of any age from the trigram index (a small bitmap) and ranks them with the
     * walk's best. Matching every word on the trigram index built a bitmap of every question holding them (GIN returns
     * no first rows): "exam timetable" read 22,000 of them at 1M posts, 10 ms at 100k and 30 to 60 ms at 1M, where the
     * walk costs the same at both. Two statements, not one with the rare words' part skipped when the walk met them:
     * planned together, a common word's part was costed as a table scan, and past jit_above_cost JIT took 5 s.
     */
    async suggest(words: string[], viewer: Viewer, limit: number): Promise<Suggestion[]> {
      const shown = shownTo(viewer);
      const walked = db
        .$with("walked")
        .as(
          db
            .select({ id: posts.id, low })
            .from(posts)
            .where(shown)
            .orderBy(desc(posts.createdAt), desc(posts.id))
            .limit(walk),
        );
      const met = sql.join(
        words.map((w) => sql`exists (select 1 from walked where ${holds(w)})`),
        sql`, `,
      );
      const best = await db
        .with(walked)
        .select({ ...suggestion, met: sql<boolean[]>`array[${met}]` })
        .from(posts)
        .where(sql`${posts.id} in (${sql.join(candidatesOf("walked", words), sql` union `)})`)
        .orderBy(...closest(words))
        .limit(limit);
      // No candidate at all: no walked question holds any word, so every word is rare.
      const rare = best.length === 0 ? words : words.filter((_, i) => !best[0]!.met[i]);
      if (rare.length === 0) return best;
      // Each rare word's questions in a CTE planned for all its rows (so from the trigram index, never a scan for the
      // first few that a misestimate would make long), read up to CANDIDATES_MAX holding every word and as many more.
      const ofWord = rare.map((w, i) =>
        db.$with(`rare_${i}`).as(
          db
            .select({ id: posts.id, low })
            .from(posts)
            .where(and(sql`${titleAndTags} ilike ${containsPattern(w)}`, shown)),
        ),
      );
      const candidates = ofWord.flatMap((_, i) => [
        // Its first `walk` rows at most: a word common long ago and in none of the newest questions reads no more.
        firstOf(sql`(select id, low from ${sql.identifier(`rare_${i}`)} limit ${walk}) r`, every(words)),
        firstOf(`rare_${i}`, sql`true`),
      ]);
      const walkBest = sql.join(
        best.map((b) => sql`${b.id}`),
        sql`, `,
      );
      if (best.length > 0) candidates.push(sql`(select unnest(array[${walkBest}]::int[]))`);
      return db
        .with(...ofWord)
        .select(suggestion)
        .from(posts)
        .where(sql`${posts.id} in (${sql.join(candidates, sql` union `)})`)
        .orderBy(...closest(words))
        .limit(limit);
    },

    /** The ids a question's chain of originals passes through (its original, that one's, ...), nearest first. */
    async originals(id: number): Promise<number[]> {
      const chain: number[] = [];
      let next: number | null = id;
      // An admin's rare write: a few one-row reads beat a recursive query, and a loop stops at CHAIN_MAX.
      while (next !== null && chain.length < CHAIN_MAX) {
        const [row]: { of: number | null }[] = await db
          .select({ of: posts.duplicateOfId })
          .from(posts)
          .where(eq(posts.id, next))
          .limit(1);
        next = row?.of ?? null;
        if (next !== null) chain.push(next);
      }
      return chain;
    },

    /** Closes a question as a duplicate of `originalId` (or reopens it: null), with its audit entry, in one transaction. */
    setDuplicateOf: (id: number, originalId: number | null, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        await tx.update(posts).set({ duplicateOfId: originalId }).where(eq(posts.id, id));
        await recordAudit(tx, { ...audit, targetId: id });
      }),
  };
}
export type AskOnceRepository = ReturnType<typeof createAskOnceRepository>;
