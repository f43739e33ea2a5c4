/**
 * The ads bench (`npm run bench -- --ads-only`): does a live campaign slow the feed? A fresh database with BENCH_POSTS
 * posts (default 20,000), the real app in-process; the feed measured without a campaign, then with an active one while
 * the placement calls the web makes alongside (two per feed page: one card after every 10 posts) run at a fixed rate.
 * Bar (issue 14): the feed with a campaign within 10% of its figure without one. Also checks that every placement
 * answered was counted as an impression once the batch was written. Writes its section of docs/benchmarks.md.
 */
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/api/src/app.ts";
import { advertisements, users } from "../../apps/api/src/db/schema/index.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { freshDatabase } from "./fresh-database.ts";
import { writePageSection } from "./page-section.ts";
import { seedBulk } from "./seed-bulk.ts";

const total = Number(process.env.BENCH_POSTS ?? 20_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const FEED_RATE = 200;
const PLACEMENTS_PER_FEED = 2;
const feedPath = "/forum/api/v1/posts?parents_only=1";
const placementPath = "/forum/api/v1/advertisements/placement";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Run = { rps: number; p50: number; p99: number; non2xx: number; requests: number };
const cannon = async (url: string, o: { connections: number; rate?: number; headers?: Record<string, string> }) => {
  const r = await autocannon({
    url,
    connections: o.connections,
    duration,
    workers: 1,
    timeout: 30,
    ...(o.rate ? { overallRate: o.rate } : {}),
    ...(o.headers ? { headers: o.headers } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
    requests: r.requests.total,
  };
};

export async function benchAds(log: (m: string) => void) {
  const fresh = await freshDatabase("forum_bench_ads", log);
  const database = await fresh.open();
  const { db } = database;
  const app = await buildApp({ db, mailer: createMemoryMailer(), jwtSecret: "bench", publicUrl: "http://127.0.0.1" });
  let closed = false;
  const close = async () => {
    if (!closed) await app.close();
    closed = true;
  };
  try {
    await seedReference(db);
    const seed = await seedBulk(db, total, log);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const [student] = await db.select({ id: users.id, email: users.email }).from(users).limit(1);
    const { access_token } = await createTokenService("bench").issue({ ...student!, tokenVersion: 0 });
    const signedIn = { authorization: `Bearer ${access_token}` };

    // The feed under a saturating load and at a fixed rate, for guests and a signed-in student.
    const feedRuns = async (alongside?: () => Promise<Run>) => {
      const out: Record<string, Run> = {};
      for (const [name, headers] of [
        ["guest", undefined],
        ["signed in", signedIn],
      ] as const) {
        await cannon(`${base}${feedPath}`, { connections: 4, headers }); // warm-up
        for (const [mode, rate] of [
          ["saturation", undefined],
          [`fixed ${FEED_RATE} req/s`, FEED_RATE],
        ] as const) {
          const [feed, placements] = await Promise.all([
            cannon(`${base}${feedPath}`, { connections: 20, rate, headers }),
            alongside?.(),
          ]);
          out[`${name}, ${mode}`] = feed;
          log(`feed ${name} ${mode}${alongside ? " + placements" : ""}: ${feed.rps} req/s, p99 ${feed.p99} ms`);
          if (placements) log(`  placements alongside: ${placements.rps} req/s, non-2xx ${placements.non2xx}`);
        }
      }
      return out;
    };

    log("feed without a campaign");
    const without = await feedRuns();

    const today = new Date().toISOString().slice(0, 10);
    const [ad] = await db
      .insert(advertisements)
      .values({
        userId: student!.id,
        businessName: "Mama Put Kitchen",
        caption: "Jollof and plantain delivered to your hostel.",
        adUrl: "https://example.com/mama-put",
        budget: 50_000,
        startDate: today,
        duration: 30,
        status: "active",
        paymentStatus: "not_required",
        approvedAt: new Date(),
        liveAt: new Date(),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning({ id: advertisements.id });
    // The placement's list of live campaigns refreshes on its own schedule: wait until it serves this one.
    for (let i = 0; i < 120; i++) {
      const res = await fetch(`${base}${placementPath}`).then((r) => r.json() as Promise<{ data: unknown }>);
      if (res.data) break;
      await sleep(500);
    }

    log("feed with an active campaign and its placement calls alongside");
    let served = 0;
    const placements = async () => {
      const r = await cannon(`${base}${placementPath}`, { connections: 10, rate: FEED_RATE * PLACEMENTS_PER_FEED });
      served += r.requests - r.non2xx;
      return r;
    };
    const withAd = await feedRuns(placements);
    const placementAlone = await cannon(`${base}${placementPath}`, { connections: 20 });
    served += placementAlone.requests - placementAlone.non2xx;
    log(`placement alone: ${placementAlone.rps} req/s, p99 ${placementAlone.p99} ms`);

    await close(); // writes the impressions still in memory
    const counted = (
      (await db.execute(sql`select impressions from advertisements where id = ${ad!.id}`)) as unknown as {
        rows: { impressions: number | string }[];
      }
    ).rows[0]?.impressions;
    const text = section({ driver: database.driver, seed, without, withAd, placementAlone, served, counted });
    writePageSection(path.join(import.meta.dirname, "../../docs/benchmarks.md"), `ads:${database.driver}`, text);
    console.info(`\n${text}`);
  } finally {
    await close();
    await database.close();
    await fresh.drop();
  }
}

type Result = {
  driver: string;
  seed: { posts: number; comments: number };
  without: Record<string, Run>;
  withAd: Record<string, Run>;
  placementAlone: Run;
  served: number;
  counted: number | string | undefined;
};
const fmt = (n: number) => (Math.round(n * 100) / 100).toLocaleString("en-US");

function section(r: Result): string {
  const rows = Object.keys(r.without).map((k) => {
    const a = r.without[k]!;
    const b = r.withAd[k]!;
    const fixed = k.includes("fixed");
    // Saturation: throughput must not drop more than 10%; fixed rate: the p99 must not grow more than 10%.
    const ratio = fixed ? b.p99 / a.p99 : b.rps / a.rps;
    const met = fixed ? ratio <= 1.1 : ratio >= 0.9;
    return `| ${k} | ${fmt(a.rps)} | ${a.p99} | ${fmt(b.rps)} | ${b.p99} | ${fixed ? `p99 ×${fmt(ratio)}` : `req/s ×${fmt(ratio)}`} | ${met ? "met" : "**not met**"} |`;
  });
  return [
    `## Ads: the feed with a live campaign (${r.driver})`,
    "",
    `Run ${new Date().toISOString()}; ${r.seed.posts.toLocaleString("en-US")} posts + ${r.seed.comments.toLocaleString("en-US")} comments; ${duration} s a run. "With" = an active campaign and the web's placement calls (${PLACEMENTS_PER_FEED} per feed page, ${FEED_RATE * PLACEMENTS_PER_FEED} req/s) running at the same time. Bar (issue 14): within 10%.`,
    "",
    "| feed page 1 | req/s without | p99 ms without | req/s with | p99 ms with | change | bar |",
    "| --- | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows,
    "",
    `Placement alone (saturation, 20 conn): ${fmt(r.placementAlone.rps)} req/s, p99 ${r.placementAlone.p99} ms. Placements answered: ${r.served.toLocaleString("en-US")}; impressions counted: ${Number(r.counted ?? 0).toLocaleString("en-US")} (batched writes, not one per request).`,
  ].join("\n");
}
