import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../../apps/api/src/db/client.ts";
import * as schema from "../../apps/api/src/db/schema/index.ts";
import { createPostPageRepository } from "../../apps/api/src/modules/posts/post-page.repository.ts";
import type { PostFilter } from "../../apps/api/src/modules/posts/posts.filters.ts";
import { createPostsRepository } from "../../apps/api/src/modules/posts/posts.repository.ts";

export type Query = { sql: string; params: unknown[] };
/** Both drivers' clients (pg.Pool and PGlite) answer query(text, params) with { rows }. */
type RawClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export const feedFilter = (search?: string, answers?: PostFilter["answers"]): PostFilter => ({
  recent: false,
  categoryIds: [],
  repliesOnly: false,
  parentsOnly: true,
  drafts: false,
  search,
  answers,
});

export type Plan = { name: string; sql: string; params: unknown[]; plan: string };

/** A Drizzle instance on the database's own client that records every statement it sends into `captured`. */
export function recordingDb(database: Database, captured: Query[]): { db: Db; client: RawClient } {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
  const db = (database.driver === "postgres"
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
  return { db, client };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each plan, in place: once unmeasured (the measured run reads warm buffers, as the
 * load will), then measured, on one connection inside a transaction that is rolled back, so a statement that writes
 * (a view counted) is planned and run for real but leaves nothing behind.
 */
export async function explainPlans(database: Database, plans: Plan[]) {
  const raw = (
    database.db as unknown as { $client: RawClient & { connect?: () => Promise<RawClient & { release: () => void }> } }
  ).$client;
  const conn = database.driver === "postgres" && raw.connect ? await raw.connect() : undefined;
  const client: RawClient = conn ?? raw;
  try {
    for (const p of plans) {
      await client.query("begin");
      try {
        await client.query(p.sql, p.params);
        const { rows } = await client.query(`explain (analyze, buffers) ${p.sql}`, p.params);
        p.plan = rows.map((r) => Object.values(r)[0]).join("\n");
      } catch (err) {
        p.plan = `(not explained: ${(err as Error).message})`;
      } finally {
        await client.query("rollback");
      }
    }
  } finally {
    conn?.release();
  }
  return plans;
}

/**
 * Runs the repository's own list queries (a page's ids and the list's total) on a Drizzle instance that records its SQL, then EXPLAINs exactly those
 * statements with their parameters: the plans are the app's, not a hand-written look-alike.
 */
export async function explainFeed(database: Database, search: string, perPage = 20): Promise<Plan[]> {
  const captured: Query[] = [];
  const { db: recording, client } = recordingDb(database, captured);
  const repo = createPostsRepository(recording);

  const cases: [string, PostFilter, number][] = [
    ["feed page 1", feedFilter(), 1],
    ["feed page 200", feedFilter(), 200],
    [`search "${search}" page 1`, feedFilter(search), 1],
    ["feed filter=solved page 1", feedFilter(undefined, "solved"), 1],
    ["feed filter=unsolved page 1", feedFilter(undefined, "unsolved"), 1],
    ["feed filter=unanswered page 1", feedFilter(undefined, "unanswered"), 1],
  ];
  const plans: Plan[] = [];
  for (const [name, filter, page] of cases) {
    captured.length = 0;
    await Promise.all([repo.pageIds(filter, null, page, perPage), repo.count(filter, null)]);
    const rows = captured.find((q) => !q.sql.includes("count("));
    const count = captured.find((q) => q.sql.includes("count("));
    if (rows) plans.push({ name: `${name}: rows`, ...rows, plan: "" });
    if (count && page === 1) plans.push({ name: `${name}: count`, ...count, plan: "" });
  }
  // A guest's post page with sort=best (the most replied-to question, its answer first): one statement.
  const { rows: busiest } = await client.query(
    "select id from posts where type = 'post' order by replies_count desc limit 1",
  );
  captured.length = 0;
  await createPostPageRepository(recording).rows(String(busiest[0]!.id), null, "best");
  if (captured[0]) plans.push({ name: "post page with replies sort=best", ...captured[0], plan: "" });
  return explainPlans(database, plans);
}

/** The execution time line of a plan, for the summary. */
export const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
