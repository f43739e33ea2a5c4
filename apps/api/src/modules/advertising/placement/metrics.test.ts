import { describe, expect, it } from "vitest";
import { adMetrics, amountSpent, daysRun, type MetricsInput } from "./metrics.ts";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-03-10T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * day);
const base: MetricsInput = {
  budget: 10_000,
  duration: 7,
  liveAt: null,
  endsAt: null,
  rejectedAt: null,
  impressions: 0,
  clicks: 0,
};
const live = (daysAgo: number, over: Partial<MetricsInput> = {}): MetricsInput => ({
  ...base,
  liveAt: ago(daysAgo),
  endsAt: new Date(ago(daysAgo).getTime() + base.duration * day),
  ...over,
});

describe("amount spent: budget × whole days run ÷ duration", () => {
  it("is 0 before it went live and during its first day", () => {
    expect(amountSpent(base, now)).toBe(0);
    expect(amountSpent(live(0.99), now)).toBe(0);
  });

  it("counts whole days elapsed, rounds the Naira down, and stops at the budget", () => {
    expect(daysRun(live(1), now)).toBe(1);
    expect(amountSpent(live(1), now)).toBe(1428); // 10,000 × 1 ÷ 7 = 1,428.57
    expect(amountSpent(live(3.5), now)).toBe(4285); // 3 whole days
    expect(amountSpent(live(7), now)).toBe(10_000);
    // Its end stops the count: long after, still the budget, never more.
    expect(amountSpent(live(30), now)).toBe(10_000);
    expect(daysRun(live(30), now)).toBe(7);
    expect(amountSpent(live(30, { endsAt: null }), now)).toBe(10_000);
  });

  it("stops at a rejection", () => {
    expect(amountSpent(live(5, { rejectedAt: ago(3) }), now)).toBe(2857); // 2 days run
    expect(amountSpent(live(5, { rejectedAt: ago(4.5) }), now)).toBe(0);
  });
});

describe("ctr and cpc", () => {
  it("are null while their divisor is 0", () => {
    expect(adMetrics(base, now)).toEqual({ amount_spent: 0, ctr: null, cpc: null });
    expect(adMetrics({ ...base, impressions: 10 }, now)).toEqual({ amount_spent: 0, ctr: 0, cpc: null });
  });

  it("have two decimals: ctr = clicks ÷ impressions × 100, cpc = amount spent ÷ clicks", () => {
    expect(adMetrics(live(2, { impressions: 3, clicks: 1 }), now)).toEqual({
      amount_spent: 2857,
      ctr: 33.33,
      cpc: 2857,
    });
    expect(adMetrics(live(1, { impressions: 7, clicks: 3 }), now)).toEqual({
      amount_spent: 1428,
      ctr: 42.86,
      cpc: 476,
    });
    expect(adMetrics(live(1, { impressions: 1000, clicks: 7 }), now)).toEqual({
      amount_spent: 1428,
      ctr: 0.7,
      cpc: 204,
    });
    expect(adMetrics(live(0.5, { impressions: 9, clicks: 2 }), now)).toEqual({ amount_spent: 0, ctr: 22.22, cpc: 0 });
    expect(adMetrics(live(1, { clicks: 6, impressions: 6 }), now).cpc).toBe(238); // 1,428 ÷ 6
    expect(adMetrics(live(1, { clicks: 9, impressions: 9 }), now).cpc).toBe(158.67); // 1,428 ÷ 9 = 158.666...
  });
});
