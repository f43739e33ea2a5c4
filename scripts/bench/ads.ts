/**
 * The ads bench (`npm run bench -- --ads-only`): does a live campaign slow the feed? A fresh database with BENCH_POSTS
 * posts (default 20,000), the real app in-process. The web asks for a placement alongside every feed page (two per
 * page: one card after every 10 posts) whether or not a campaign runs, so both states carry that traffic (400 req/s);
 * what differs is a live campaign: picked, counted and its counts written in batches. The states alternate over
 * BENCH_ADS_ROUNDS rounds (default 3) and each figure is the median, as single runs on a shared machine swing more
 * than the 10% bar (issue 14). Also checks that every placement answered was counted as an impression. Writes its
 * section of docs/benchmarks.md.
 */
import path from "node:path";
import { adPlacementResponse } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { type AppModules, assembleApp } from "../../apps/api/src/app.ts";
import { advertisements, users } from "../../apps/api/src/db/schema/index.ts";
import { seedReference } from "../../apps/api/src/db/seed/reference.ts";
import { createMemoryMailer } from "../../apps/api/src/platform/mailer.ts";
import { createTokenService } from "../../apps/api/src/platform/tokens.ts";
import { cannon as runCannon } from "./cannon.ts";
import { freshDatabase } from "./fresh-database.ts";
import { writePageSection } from "./page-section.ts";
import { seedBulk } from "./seed-bulk.ts";

const total = Number(process.env.BENCH_POSTS ?? 20_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ADS_ROUNDS ?? 3);
const FEED_RATE = 200;
const PLACEMENTS_PER_FEED = 2;
const feedPath = "/forum/api/v1/posts?parents_only=1";
const placementPath = "/forum/api/v1/advertisements/placement";

type Run = { rps: number; mean: number; p50: number; p99: number; non2xx: number; requests: number; cpuUs?: number };
/** The server's own CPU time: its main thread (the load comes from other processes, the database is elsewhere). */
const serverCpuUs = () => {
  const u = process.threadCpuUsage();
  return u.user + u.system;
};
/** A load run from its own process (cannon.ts), so the server's thread and its CPU time hold only the server's work. */
const cannon = async (
  url: string,
  o: { connections: number; rate?: number; headers?: Record<string, string>; seconds?: number },
): Promise<Run> => {
  const r = await runCannon(url, { ...o, seconds: o.seconds ?? duration });
  return { rps: r.rps, mean: r.mean, p50: r.p50, p99: r.p99, non2xx: r.non2xx + r.errors, requests: r.requests };
};
/** What one placement costs the server's thread beyond the HTTP round: picked, counted, validated and serialised. */
const PICKS = 200_000;
async function pickCostUs(modules: AppModules) {
  const answer = async () =>
    JSON.stringify(adPlacementResponse.parse({ data: await modules.advertising.placement.pick() }));
  for (let i = 0; i < 10_000; i++) await answer(); // warm-up
  const before = serverCpuUs();
  for (let i = 0; i < PICKS; i++) await answer();
  return (serverCpuUs() - before) / PICKS;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function benchAds(log: (m: string) => void) {
  const fresh = await freshDatabase("forum_bench_ads", log);
  const database = await fresh.open();
  const { db } = database;
  const { app, modules } = await assembleApp({
    db,
    mailer: createMemoryMailer(),
    jwtSecret: "bench",
    publicUrl: "http://127.0.0.1",
  });
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
        status: "completed",
        paymentStatus: "not_required",
        approvedAt: new Date(),
        liveAt: new Date(),
        endsAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning({ id: advertisements.id });
    // Switches the campaign on or off, and the placement's list with it (as the schedule does through the cache bus).
    const live = async (on: boolean) => {
      await db
        .update(advertisements)
        .set({ status: on ? "active" : "completed" })
        .where(eq(advertisements.id, ad!.id));
      modules.advertising.placement.invalidate();
      const res = await fetch(`${base}${placementPath}`).then((r) => r.json() as Promise<{ data: unknown }>);
      if (Boolean(res.data) !== on) throw new Error(`the placement did not follow the campaign (${on ? "on" : "off"})`);
      if (on) served++;
    };

    let served = 0;
    const placements = () =>
      cannon(`${base}${placementPath}`, { connections: 10, rate: FEED_RATE * PLACEMENTS_PER_FEED });
    const cases = [
      ["guest", undefined, undefined],
      ["guest", undefined, FEED_RATE],
      ["signed in", signedIn, undefined],
      ["signed in", signedIn, FEED_RATE],
    ] as const;
    const name = (c: (typeof cases)[number]) => `${c[0]}, ${c[2] ? `fixed ${c[2]} req/s` : "saturation"}`;
    const results: Record<"without" | "with", Record<string, Run[]>> = { without: {}, with: {} };
    for (let round = 1; round <= rounds; round++) {
      // ABBA: odd rounds run without first, even rounds with first, so whatever the order costs falls on both.
      const order = round % 2 === 1 ? (["without", "with"] as const) : (["with", "without"] as const);
      for (const state of order) {
        await live(state === "with");
        for (const c of cases) {
          await cannon(`${base}${feedPath}`, { connections: 4, headers: c[1], seconds: 3 }); // warm-up
          const cpuBefore = serverCpuUs();
          const [feed, alongside] = await Promise.all([
            cannon(`${base}${feedPath}`, { connections: 20, rate: c[2], headers: c[1] }),
            placements(),
          ]);
          // Per feed page, with the placements asked alongside it: what a reader's page costs the server.
          feed.cpuUs = (serverCpuUs() - cpuBefore) / Math.max(1, feed.requests);
          if (state === "with") served += alongside.requests - alongside.non2xx;
          results[state][name(c)] = [...(results[state][name(c)] ?? []), feed];
          log(
            `round ${round}, ${state} a campaign, feed ${name(c)}: ${feed.rps} req/s, mean ${feed.mean} ms, p99 ${feed.p99} ms, server CPU ${Math.round(feed.cpuUs)} µs a page`,
          );
        }
      }
    }
    const med = (state: "without" | "with") =>
      Object.fromEntries(
        Object.entries(results[state]).map(([k, runs]) => [
          k,
          {
            rps: median(runs.map((r) => r.rps)),
            mean: median(runs.map((r) => r.mean)),
            p50: median(runs.map((r) => r.p50)),
            p99: median(runs.map((r) => r.p99)),
            cpuUs: median(runs.map((r) => r.cpuUs ?? 0)),
            non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
            requests: runs.reduce((n, r) => n + r.requests, 0),
          },
        ]),
      );
    const without = med("without");
    const withAd = med("with");
    // Each round's with ÷ without, then the median of those: a slow spell of the machine falls on both sides of a pair.
    const paired = Object.fromEntries(
      Object.keys(results.without).map((k) => {
        const a = results.without[k]!;
        const b = results.with[k]!;
        const ratio = (f: (r: Run) => number) => median(a.map((x, i) => f(b[i]!) / f(x)));
        return [k, { rps: ratio((r) => r.rps), mean: ratio((r) => r.mean), cpu: ratio((r) => r.cpuUs ?? 0) }];
      }),
    );
    // The campaign's own work in isolation: drawing it and shaping its answer, against answering null.
    const isolated = { without: 0, with: 0 };
    for (const state of ["without", "with", "without", "with"] as const) {
      await live(state === "with");
      isolated[state] += (await pickCostUs(modules)) / 2;
    }
    served += 2 * (PICKS + 10_000); // the two rounds with the campaign: each pick is an impression
    log(`a placement's own CPU: ${isolated.without.toFixed(2)} µs without, ${isolated.with.toFixed(2)} µs with`);
    const placementAlone = await cannon(`${base}${placementPath}`, { connections: 20 });
    served += placementAlone.requests - placementAlone.non2xx;
    log(`placement alone: ${placementAlone.rps} req/s, p99 ${placementAlone.p99} ms`);

    await close(); // writes the impressions still in memory
    const counted = (
      (await db.execute(sql`select impressions from advertisements where id = ${ad!.id}`)) as unknown as {
        rows: { impressions: number | string }[];
      }
    ).rows[0]?.impressions;
    const text = section({
      driver: database.driver,
      seed,
      without,
      withAd,
      paired,
      placementAlone,
      served,
      counted,
      isolated,
    });
    writePageSection(path.join(import.meta.dirname, "../../docs/benchmarks.md"), `ads:${database.driver}`, text);
    console.info(`\n${text}`);
  } finally {
    await close();
    await database.close();
    await fresh.drop();
  }
}

type Result = {
  paired: Record<string, { rps: number; mean: number; cpu: number }>;
  driver: string;
  seed: { posts: number; comments: number };
  without: Record<string, Run>;
  withAd: Record<string, Run>;
  placementAlone: Run;
  served: number;
  isolated: { without: number; with: number };
  counted: number | string | undefined;
};
const fmt = (n: number) => (Math.round(n * 100) / 100).toLocaleString("en-US");

function section(r: Result): string {
  const rows = Object.keys(r.without).map((k) => {
    const a = r.without[k]!;
    const b = r.withAd[k]!;
    const fixed = k.includes("fixed");
    // Saturation: throughput must not drop more than 10%; fixed rate: the mean latency must not grow more than 10%.
    // (The p99 of a 2,000-request run is its 20 slowest answers: identical rounds differ by 2x on this shared
    // machine, so it is shown, not judged.)
    const p = r.paired[k]!;
    const ratio = fixed ? p.mean : p.rps;
    const met = fixed ? ratio <= 1.1 : ratio >= 0.9;
    // The server's CPU per page at the fixed rate (same requests in both states) is the quiet measure of the cost.
    const cpu = fixed ? `×${fmt(p.cpu)}` : "";
    return `| ${k} | ${fmt(a.rps)} | ${fmt(a.mean)} | ${a.p99} | ${fixed ? Math.round(a.cpuUs ?? 0) : ""} | ${fmt(b.rps)} | ${fmt(b.mean)} | ${b.p99} | ${fixed ? Math.round(b.cpuUs ?? 0) : ""} | ${fixed ? `mean ×${fmt(ratio)}, CPU ${cpu}` : `req/s ×${fmt(ratio)}`} | ${met ? "met" : "**not met**"} |`;
  });
  const extra = 2 * (r.isolated.with - r.isolated.without);
  const guestPage = r.without["guest, fixed 200 req/s"]?.cpuUs ?? 0;
  const share =
    guestPage > 0
      ? `, ${fmt((extra / guestPage) * 100)}% of a guest feed page's server CPU (${Math.round(guestPage)} µs, two placements included)`
      : "";
  return [
    `## Ads: the feed with a live campaign (${r.driver})`,
    "",
    `Run ${new Date().toISOString()}; ${r.seed.posts.toLocaleString("en-US")} posts + ${r.seed.comments.toLocaleString("en-US")} comments; ${duration} s a run, medians of ${rounds} rounds (ABBA: the order of the states alternates). Both states carry the web's placement calls (${PLACEMENTS_PER_FEED} per feed page, ${FEED_RATE * PLACEMENTS_PER_FEED} req/s) alongside the feed; "with" has a live campaign for them to pick and count. Bar (issue 14): within 10% (saturation req/s; mean latency at the fixed rate), judged on "change": the median of each round's with ÷ without, so a slow spell of this shared machine falls on both sides of a pair. The load comes from autocannon in processes of its own. "CPU µs a page" is the server's main-thread CPU time (\`process.threadCpuUsage\`) at the fixed rate divided by the feed pages answered, so it includes the page's two placements: the same requests in both states, and CPU time, unlike wall time, does not grow when other work on the machine takes the cores.`,
    "",
    "| feed page 1 | req/s without | mean ms | p99 ms | CPU µs a page | req/s with | mean ms | p99 ms | CPU µs a page | change | bar |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows,
    "",
    `A live campaign's own work, measured in the server's thread without the load (${PICKS.toLocaleString("en-US")} placements a state, twice, alternating: the campaign's own code, which the load figures above cannot resolve on this shared machine): ${fmt(r.isolated.with)} µs a placement with the campaign (drawn, counted, validated, serialised) against ${fmt(r.isolated.without)} µs answering null: ${fmt(extra)} µs more a feed page${share}.`,
    "",
    `Placement alone (saturation, 20 conn): ${fmt(r.placementAlone.rps)} req/s, p99 ${r.placementAlone.p99} ms. Placements answered with the campaign: ${r.served.toLocaleString("en-US")}; impressions counted: ${Number(r.counted ?? 0).toLocaleString("en-US")} (batched writes, not one per request; the counter may be ahead by the answers still in flight when a load run stopped, which the load generator does not count).`,
  ].join("\n");
}
