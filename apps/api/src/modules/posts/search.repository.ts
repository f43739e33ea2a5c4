import { and, desc, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import { containsPattern } from "../../platform/sql-patterns.ts";

/** The expression posts_title_trgm_idx is built on: a condition must spell it the same way to use the index. */
export const titleAndTags = sql`(coalesce(${posts.title}, '') || ' ' || ${posts.tagsText})`;

/**
 * How many matches a total counts before it answers the planner's estimate. Up to this many, their ids are kept with
 * the total and the pages order them (`matched` below); the count stops at the bound, so a common word costs a few
 * hundred rows.
 */
export const SEARCH_COUNTED = 1_000;

/**
 * Past SEARCH_COUNTED, how many matches of each kind (whole words, partial words) relevance ranks, the newest of each.
 * At 100k posts the newest 500 of the commonest word ("exam", in 63% of posts) are the first 800 rows of
 * posts_feed_recent_idx; ranking both kinds' 500 took 22 ms where 1,000 took 37 and all 63,245 matches 170.
 */
export const SEARCH_CANDIDATES = 500;

/** Newest first, as posts_feed_recent_idx is: a bounded set of matches is its first rows or a short sort. */
const newest = [desc(posts.createdAt), desc(posts.id)];

/** A search's total: exact up to SEARCH_COUNTED matches, else the planner's estimate. */
export type SearchTotal = {
  total: number;
  estimated?: boolean;
  /** How many of them paging reaches when fewer than all (relevance ranks only its candidates). */
  reachable?: number;
  /**
   * The ids paging reaches, in page order, when the total read them: every match of a small search, or the ranked
   * candidates of a large one by relevance. A page of them is a slice: paging reads nothing more.
   */
  ordered?: number[];
};

/**
 * The search text as a tsquery (words, "phrases", -not) on the full-text index and, for a single word, as a
 * partial-word match on the trigram index over title and tags ("calc" finds "Calculus"). Several words are matched as
 * whole words only: as one pattern ("%hostel lecture%") their trigrams are in every post holding both words anywhere,
 * each read from the table to find the few that hold them side by side (20 ms at 100k posts, 200 at 1M, growing with
 * the forum); a quoted phrase is for whole words too.
 */
export function searchTerms(text: string) {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const fullText = sql`${posts.search} @@ ${query}`;
  const oneWord = !/[\s"]/.test(text.trim());
  const partial = oneWord ? sql`${titleAndTags} ilike ${containsPattern(text.trim())}` : undefined;
  return { query, fullText, partial, either: or(fullText, partial)! };
}

/**
 * The ids of the newest `limit` posts matching `where`: a search's candidates. Many matches are the first rows of
 * posts_feed_recent_idx (or posts_published_recent_idx); few, a bitmap of the full-text or trigram index, sorted.
 */
const newestMatching = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...newest)
    .limit(limit);

/** The planner's estimate of a query's rows (EXPLAIN without running it). */
async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const { rows } = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: { "Plan Rows": number } }[];
  return Math.round(plan[0]?.Plan["Plan Rows"] ?? 0);
}

/**
 * GET /posts?search=: `where` is every other condition of the list (status, visibility, parents, tags, ...).
 * Newest first pages through every match; by relevance (ts_rank_cd) only the candidates are ranked, never all matches.
 */
export function createSearchRepository(db: Db) {
  const newestIds = (where: SQL | undefined, match: SQL) => newestMatching(db, and(where, match), SEARCH_CANDIDATES);

  /** The ids relevance ranks: the newest whole-word matches and the newest partial-word ones. */
  function candidates(where: SQL | undefined, text: string): SQL {
    const t = searchTerms(text);
    const words = newestIds(where, t.fullText);
    // Drizzle writes each select in parentheses, as a union of limited selects must be.
    return t.partial ? sql`${words} union ${newestIds(where, t.partial)}` : sql`${words}`;
  }

  return {
    /** A page of a large search newest first (its total keeps no ids): down posts_feed_recent_idx through the matches. */
    pageIds: async (where: SQL | undefined, text: string, page: number, perPage: number): Promise<number[]> =>
      (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(where, searchTerms(text).either))
          .orderBy(...newest)
          .limit(perPage)
          .offset((page - 1) * perPage)
      ).map((r) => r.id),

    /**
     * Reads at most SEARCH_COUNTED + 1 matches' ids through the indexes (for a phrase, the posts holding all its words,
     * each checked). Up to SEARCH_COUNTED they are every match, put in page order once. Past that, the planner's
     * estimate; by relevance, with the candidates ranked once (newest first walks the index page by page instead).
     */
    async total(where: SQL | undefined, text: string, recent: boolean): Promise<SearchTotal> {
      const t = searchTerms(text);
      const order = recent ? newest : [desc(sql`ts_rank_cd(${posts.search}, ${t.query})`), ...newest];
      // A builder changes as it is limited: one for the ids, one for the estimate.
      const matching = () => db.select({ id: posts.id }).from(posts).where(and(where, t.either));
      const inOrder = async (ids: SQL | number[]) =>
        (
          await db
            .select({ id: posts.id })
            .from(posts)
            .where(Array.isArray(ids) ? inArray(posts.id, ids) : sql`${posts.id} in (${ids})`)
            .orderBy(...order)
        ).map((r) => r.id);
      const ids = (await matching().limit(SEARCH_COUNTED + 1)).map((r) => r.id);
      if (ids.length <= SEARCH_COUNTED) {
        return { total: ids.length, ordered: ids.length > 1 ? await inOrder(ids) : ids };
      }
      const total = Math.max(await estimatedRows(db, matching().getSQL()), ids.length);
      if (recent) return { total, estimated: true };
      const ranked = await inOrder(candidates(where, text));
      return { total, estimated: true, reachable: ranked.length, ordered: ranked };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
