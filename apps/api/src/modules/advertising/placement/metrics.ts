const DAY_MS = 24 * 60 * 60 * 1000;

/** What the metrics are computed from: the campaign's money, its run and its counters. */
export type MetricsInput = {
  budget: number;
  duration: number;
  liveAt: Date | null;
  endsAt: Date | null;
  /** A campaign rejected while running stops spending then. */
  rejectedAt: Date | null;
  impressions: number;
  clicks: number;
};

/**
 * Whole days run (API.md "amount_spent = budget × days run ÷ duration"): the whole days elapsed since it went live,
 * up to now, its end or its rejection, whichever came first, capped at its duration; 0 before it went live. A
 * campaign is charged a day once that day has fully run, so a rejection on its first day keeps nothing.
 */
export function daysRun(m: MetricsInput, now: Date): number {
  if (!m.liveAt) return 0;
  const stops = [now, m.endsAt, m.rejectedAt].filter((d): d is Date => d !== null).map((d) => d.getTime());
  const elapsed = Math.min(...stops) - m.liveAt.getTime();
  return Math.max(0, Math.min(m.duration, Math.floor(elapsed / DAY_MS)));
}

/** Whole Naira spent: budget × days run ÷ duration, rounded down, never more than the budget. */
export function amountSpent(m: MetricsInput, now: Date): number {
  if (m.duration <= 0) return 0;
  return Math.min(m.budget, Math.floor((m.budget * daysRun(m, now)) / m.duration));
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** ctr (clicks ÷ impressions × 100) and cpc (amount spent ÷ clicks), 2 decimals, null while the divisor is 0. */
export function adMetrics(m: MetricsInput, now: Date) {
  const spent = amountSpent(m, now);
  return {
    amount_spent: spent,
    ctr: m.impressions > 0 ? twoDecimals((m.clicks / m.impressions) * 100) : null,
    cpc: m.clicks > 0 ? twoDecimals(spent / m.clicks) : null,
  };
}
