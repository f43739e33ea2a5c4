import { describe, expect, it } from "vitest";
import { goals } from "./goals.ts";
import type { Row } from "./measure.ts";
import { SATURATION } from "./measure.ts";
import { names } from "./scenarios.ts";

const row = (endpoint: string, rps: number, p99: number, errors = 0): Row => ({
  endpoint,
  mode: SATURATION,
  rps,
  p50: 1,
  p99,
  requests: rps * 10,
  non2xx: 0,
  errors,
});

describe("issue 27's goals in the bench report", () => {
  it("judges 100k by req/s and p99, and 1M searches by their slowdown and failures", () => {
    const lines = goals([
      { posts: 99_811, rows: [row(names.postGuest, 2_500, 20), row(names.common, 600, 120)], limit: [] },
      { posts: 998_000, rows: [row(names.common, 250, 90, 3)], limit: [] },
    ]);
    expect(lines).toEqual([
      expect.stringMatching(/^- 100k, post page \(API\), guest: 2,500 req\/s, p99 20 ms .*: met$/),
      expect.stringMatching(/^- 100k, search "exam": 600 req\/s, p99 120 ms .*: \*\*not met\*\*$/),
      expect.stringMatching(/^- 1M, search "exam": 2\.40× slower than at 100k, 3 failed .*: \*\*not met\*\*$/),
    ]);
  });

  it("says nothing of scales that were not run", () => {
    expect(goals([{ posts: 20_000, rows: [row(names.postGuest, 10, 500)], limit: [] }])).toEqual([]);
  });
});
