import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { AdCounts, AdRow } from "../campaigns/campaigns.repository.ts";
import { createPlacementService } from "./placement.service.ts";

const day = 24 * 60 * 60 * 1000;
const urls = { publicUrl: "http://forum.test", filesUrl: "http://forum.test/forum/uploads" };
const log = pino({ level: "silent" });

/** A running campaign that went live `daysAgo` days ago. */
function running(id: number, budget: number, daysAgo = 0, duration = 10): AdRow {
  const liveAt = new Date(Date.now() - daysAgo * day - 1_000);
  return {
    id,
    userId: 1,
    businessName: `Ad ${id}`,
    caption: "Caption",
    adUrl: "https://example.com",
    budget,
    startDate: "2026-01-01",
    duration,
    image: null,
    status: "active",
    paymentStatus: "not_required",
    refundStatus: "none",
    impressions: 0,
    clicks: 0,
    approvedAt: liveAt,
    rejectedAt: null,
    rejectReason: null,
    liveAt,
    endsAt: new Date(liveAt.getTime() + duration * day),
    createdAt: liveAt,
  };
}

function fakeRepo(rows: AdRow[]) {
  const written: AdCounts[][] = [];
  let reads = 0;
  let failNext = false;
  return {
    written,
    reads: () => reads,
    failWrites: () => {
      failNext = true;
    },
    live: async () => {
      reads++;
      return [...rows];
    },
    addCounts: async (counts: AdCounts[]) => {
      if (failNext) {
        failNext = false;
        throw new Error("connection lost");
      }
      written.push(counts);
    },
  };
}

describe("the feed's placement", () => {
  it("draws campaigns in proportion to what is left of their budgets (at least 1 each)", async () => {
    // 10,000 left; 10,000 with 9 of 10 days spent = 1,000 left; the third has ended.
    const repo = fakeRepo([running(1, 10_000), running(2, 10_000, 9), running(3, 5_000, 10.5, 10)]);
    let roll = 0;
    const rolls = [0, 0.5, 0.9, 0.9091, 0.99999];
    const placement = createPlacementService({ repo, urls, log, random: () => rolls[roll++]! });
    const picks = [];
    for (let i = 0; i < rolls.length; i++) picks.push((await placement.pick())?.id);
    // Weights 10,000 and 1,000: rolls below 10/11 (0.90909...) draw the first.
    expect(picks).toEqual([1, 1, 1, 2, 2]);
    await placement.close();
  });

  it("a random draw shares the feed roughly by budget left", async () => {
    const repo = fakeRepo([running(1, 9_000), running(2, 1_000)]);
    const placement = createPlacementService({ repo, urls, log });
    const seen = new Map<number, number>();
    for (let i = 0; i < 2_000; i++) {
      const id = (await placement.pick())!.id;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(seen.get(1)! / 2_000).toBeGreaterThan(0.85);
    expect(seen.get(1)! / 2_000).toBeLessThan(0.95);
    await placement.close();
  });

  it("reads the list once per refresh period and again after a change, answers null when none runs", async () => {
    const rows: AdRow[] = [];
    const repo = fakeRepo(rows);
    const placement = createPlacementService({ repo, urls, log, refreshMs: 60_000 });
    expect(await placement.pick()).toBeNull();
    rows.push(running(7, 2_000));
    expect(await placement.pick()).toBeNull();
    expect(repo.reads()).toBe(1);
    placement.invalidate();
    expect(await placement.pick()).toMatchObject({
      id: 7,
      business_name: "Ad 7",
      click_url: "http://forum.test/forum/api/v1/advertisements/7/click",
    });
    expect(repo.reads()).toBe(2);
    await placement.close();
  });

  it("adds impressions and clicks up in memory and writes them in one batch; a failed write keeps them", async () => {
    const repo = fakeRepo([running(1, 5_000), running(2, 5_000)]);
    let roll = 0;
    const placement = createPlacementService({ repo, urls, log, random: () => [0.1, 0.1, 0.9][roll++ % 3]! });
    for (let i = 0; i < 6; i++) await placement.pick();
    placement.countClick(2);
    expect(repo.written).toEqual([]);
    repo.failWrites();
    await placement.flush();
    expect(repo.written).toEqual([]);
    expect(placement.pendingCounts(1)).toEqual({ impressions: 4, clicks: 0 });
    await placement.pick();
    await placement.close();
    expect(repo.written).toEqual([
      [
        { id: 1, impressions: 5, clicks: 0 },
        { id: 2, impressions: 2, clicks: 1 },
      ],
    ]);
    await placement.flush();
    expect(repo.written).toHaveLength(1);
  });
});
