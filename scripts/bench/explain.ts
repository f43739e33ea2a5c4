import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../../apps/api/src/db/client.ts";
import * as schema from "../../apps/api/src/db/schema/index.ts";
import type { PostFilter } from "../../apps/api/src/modules/posts/posts.filters.ts";
import { createPostsRepository } from "../../apps/api/src/modules/posts/posts.repository.ts";

type Query = { sql: string; params: unknown[] };
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

/**
 * Runs the repository's own list queries (a page's ids and the list's total) on a Drizzle instance that records its SQL, then EXPLAINs exactly those
 * statements with their parameters: the plans are the app's, not a hand-written look-alike.
 */
export async function explainFeed(database: Database, search: string, perPage = 20): Promise<Plan[]> {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const captured: Query[] = [];
  const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
  const recording = (database.driver === "postgres"
    ? drizzlePg(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
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
    plans.push({ name: `${name}: rows`, ...rows!, plan: "" });
    if (page === 1) plans.push({ name: `${name}: count`, ...count!, plan: "" });
  }
  // A post page's replies with sort=best (the most replied-to question, its answer first): posts_parent_idx.
  const { rows: busiest } = await client.query(
    "select id, accepted_reply_id from posts where type = 'post' order by replies_count desc limit 1",
  );
  captured.length = 0;
  await repo.replies(Number(busiest[0]!.id), null, "best", (busiest[0]!.accepted_reply_id as number | null) ?? null);
  plans.push({ name: "post page replies sort=best", ...captured[0]!, plan: "" });
  for (const p of plans) {
    // Once unmeasured, so the measured plan reads warm buffers as the benchmark will.
    await client.query(p.sql, p.params);
    const { rows } = await client.query(`explain (analyze, buffers) ${p.sql}`, p.params);
    p.plan = rows.map((r) => Object.values(r)[0]).join("\n");
  }
  return plans;
}

/** The execution time line of a plan, for the summary. */
export const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
