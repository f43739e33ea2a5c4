import { describe, expect, it } from "vitest";
import { cell, growthTable, scaleName } from "./growth-table.ts";
import type { Row } from "./measure.ts";

const row = (endpoint: string, rps: number, extra: Partial<Row> = {}): Row => ({
  endpoint,
  mode: "saturation, 20 conn",
  rps,
  p50: 8,
  p99: 1500,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  ...extra,
});

describe("growth table", () => {
  it("names scales as columns", () => {
    expect([20_000, 100_000, 1_000_000, 3000, 1_500_000, 1234].map(scaleName)).toEqual([
      "20k",
      "100k",
      "1M",
      "3k",
      "1.5M",
      "1,234",
    ]);
  });

  it("says what failed and which share of the limit a cell reached", () => {
    expect(cell(row("feed", 3298.4), row("limit", 22004))).toBe(
      "3,298 req/s (15.0% of the limit), p50 8 ms, p99 1.5 s",
    );
    expect(cell(row("search", 4, { non2xx: 5, errors: 100 }))).toBe(
      "4 req/s, p50 8 ms, p99 1.5 s, **105 failed** (5 non-2xx, 100 errors)",
    );
    expect(cell(undefined)).toBe("");
    expect(cell(row("feed", 330, { rpsRange: [306, 352] }))).toBe("330 req/s (306-352), p50 8 ms, p99 1.5 s");
    expect(cell(row("feed", 330, { rpsRange: [306, 352] }), row("limit", 3300))).toBe(
      "330 req/s (306-352; 10.0% of the limit), p50 8 ms, p99 1.5 s",
    );
  });

  it("has a row per scenario, a column per scale and the limit by scale", () => {
    const scales = [
      { posts: 20_000, rows: [row("feed", 3000), row("search", 64)], limit: [row("limit feed", 20_000)] },
      { posts: 1_000_000, rows: [row("feed", 2700)], limit: [row("limit feed", 22_000)] },
    ];
    const lines = growthTable(scales, "saturation, 20 conn", { feed: "limit feed" }).split("\n");
    expect(lines[0]).toBe("| scenario | 20k posts | 1M posts | bare Fastify, same bytes |");
    expect(lines[1]).toBe("| --- | ---: | ---: | ---: |");
    expect(lines[2]).toBe(
      "| feed | 3,000 req/s (15.0% of the limit), p50 8 ms, p99 1.5 s | 2,700 req/s (12.3% of the limit), p50 8 ms, p99 1.5 s | 20,000 req/s / 22,000 req/s (by scale) |",
    );
    // A scenario missing at a scale leaves its cell empty; without a limit, the last column too.
    expect(lines[3]).toBe("| search | 64 req/s, p50 8 ms, p99 1.5 s |  |  |");
  });

  it("leaves out other modes (the fixed-rate runs)", () => {
    const scales = [{ posts: 20_000, rows: [row("feed", 1, { mode: "fixed 200 req/s" })], limit: [] }];
    expect(growthTable(scales, "saturation, 20 conn", {}).split("\n")).toHaveLength(2);
  });
});

describe("statement kind", () => {
  it("names a plan's statement by its verb and table", async () => {
    const { statementKind } = await import("./report.ts");
    expect(statementKind('select "posts"."id" from "posts" left join "users" on true')).toBe("select from posts");
    expect(statementKind('insert into "post_views" ("post_id") values ($1)')).toBe("insert into post_views");
    expect(statementKind('update "posts" set "views_count" = 1')).toBe("update posts");
    expect(statementKind("(select count(*) from posts) union all (select 1)")).toBe("select from posts");
  });
});

describe("rounds", () => {
  it("merges interleaved rounds into medians, sums and the range of req/s", async () => {
    const { mergeRounds } = await import("./measure.ts");
    const rounds = [
      [row("feed", 300, { p99: 10, non2xx: 1 }), row("post", 50)],
      [row("feed", 360, { p99: 30 }), row("post", 40)],
      [row("feed", 330, { p99: 20, errors: 2 }), row("post", 45)],
    ];
    const [feed, post] = mergeRounds(rounds);
    expect(feed).toMatchObject({ endpoint: "feed", rps: 330, p99: 20, requests: 9900, non2xx: 1, errors: 2 });
    expect(feed!.rpsRange).toEqual([300, 360]);
    expect(post).toMatchObject({ rps: 45, rpsRange: [40, 50] });
    expect(mergeRounds([rounds[0]!])).toBe(rounds[0]);
  });
});
