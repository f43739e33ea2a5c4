import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";
import type { Viewer } from "./posts.filters.ts";
import { visibleTo } from "./posts.repository.ts";
import { titleAndTags } from "./search.repository.ts";

/** How many candidates of each kind (every word, any word) are ranked at most. */
const CANDIDATES_MAX = 200;

/** How many originals a chain of duplicates is followed through before it is taken as a loop. */
const CHAIN_MAX = 20;

/** Ask once: questions like a typed title, and closing a question as a duplicate of another (with its audit entry). */
export function createAskOnceRepository(db: Db) {
  return {
    /**
     * Up to `limit` published questions (not themselves closed as duplicates) the viewer may see, whose title or tags
     * hold the words typed, closest first (word similarity to the words together), then answered ones, then the busiest.
     * Each word is an ILIKE on the trigram index, so no table scan; and since a common word ("exam") is in thousands of
     * titles, only the first CANDIDATES_MAX holding every word and the first holding any are ranked, not all of them.
     * Any first ones, not the newest as a search's candidates (search.repository.ts): ranked by similarity, they need
     * no order, and the newest 200 of the 2,200 titles holding "exam" and "timetable" took 15 ms where any 200 took 5.
     */
    suggest: (words: string[], viewer: Viewer, limit: number) => {
      const typed = words.join(" ");
      const has = words.map((w) => sql`${titleAndTags} ilike ${containsPattern(w)}`);
      const shown = and(
        eq(posts.status, "published"),
        eq(posts.type, "post"),
        isNull(posts.duplicateOfId),
        sql`${posts.title} is not null`,
        visibleTo(viewer),
      );
      const firstIds = (match: SQL | undefined) =>
        sql`(select ${posts.id} from ${posts} where ${and(match, shown)} limit ${CANDIDATES_MAX})`;
      return db
        .select({
          uuid: posts.uuid,
          title: posts.title,
          repliesCount: posts.repliesCount,
          solved: sql<boolean>`${posts.acceptedReplyId} is not null`,
          createdAt: posts.createdAt,
        })
        .from(posts)
        .where(sql`${posts.id} in (${firstIds(and(...has))} union ${firstIds(or(...has))})`)
        .orderBy(
          desc(sql`word_similarity(${typed}, ${titleAndTags})`),
          desc(sql`${posts.acceptedReplyId} is not null`),
          desc(posts.repliesCount),
          desc(posts.id),
        )
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
