import { type AdPlacement, advertising, apiBases, pathOf } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { absoluteUrl, originNow, type PublicUrls } from "../../../platform/public-user.ts";
import type { AdCounts, AdRow, CampaignsRepository } from "../campaigns/campaigns.repository.ts";
import { amountSpent } from "./metrics.ts";

export type PlacementDeps = {
  repo: Pick<CampaignsRepository, "live" | "addCounts">;
  urls: PublicUrls;
  log: FastifyBaseLogger;
  /** The running campaigns are read again this often (and at once after a change). */
  refreshMs?: number;
  /** Counted impressions and clicks are written this often, in one statement. */
  flushMs?: number;
  random?: () => number;
};

/** A failed read of the list is tried again after this long, not on every request. */
const RETRY_MS = 5_000;
/** Campaigns with counts waiting at most; past it (the database away for long) the oldest counts are dropped. */
const MAX_PENDING = 10_000;

/**
 * The feed's sponsored card without a database write per request: the running campaigns are kept in memory (read
 * every `refreshMs` and when the cache bus says they changed, on any instance), one is drawn at random weighted by
 * what is left of its budget, and impressions and clicks are added up in memory and flushed in one additive UPDATE.
 */
export function createPlacementService(d: PlacementDeps) {
  const refreshMs = d.refreshMs ?? 30_000;
  const random = d.random ?? Math.random;
  let live: AdRow[] = [];
  let freshUntil = 0;
  let loading: Promise<void> | undefined;
  /** Bumped by a change: a read started before it does not count as fresh. */
  let generation = 0;
  let pending = new Map<number, { impressions: number; clicks: number }>();

  function load() {
    const startedIn = generation;
    loading ??= d.repo
      .live()
      .then(
        (rows) => {
          live = rows;
          if (startedIn === generation) freshUntil = Date.now() + refreshMs;
        },
        (err) => {
          d.log.warn({ err }, "running campaigns not read; the feed keeps the last list");
          freshUntil = Date.now() + RETRY_MS;
        },
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function running(now: Date) {
    // A read already running may predate a change: wait for it, then read again if still stale.
    if (Date.now() >= freshUntil) await load();
    if (Date.now() >= freshUntil && !loading) await load();
    return live.filter((ad) => ad.endsAt && ad.endsAt > now);
  }

  function count(id: number, kind: "impressions" | "clicks") {
    const c = pending.get(id) ?? { impressions: 0, clicks: 0 };
    c[kind]++;
    if (!pending.has(id) && pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as number);
    pending.set(id, c);
  }

  async function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const counts: AdCounts[] = [...batch].map(([id, c]) => ({ id, ...c }));
    try {
      await d.repo.addCounts(counts);
    } catch (err) {
      d.log.warn({ err, campaigns: counts.length }, "ad counts not written; kept for the next flush");
      for (const c of counts) {
        const now = pending.get(c.id) ?? { impressions: 0, clicks: 0 };
        pending.set(c.id, { impressions: now.impressions + c.impressions, clicks: now.clicks + c.clicks });
      }
    }
  }
  const timer = setInterval(() => void flush(), d.flushMs ?? 5_000);
  timer.unref();

  return {
    /** One running campaign, drawn by what is left of its budget (at least 1), counted as seen; null when none. */
    async pick(now = new Date()): Promise<AdPlacement | null> {
      const choices = await running(now);
      if (choices.length === 0) return null;
      const weights = choices.map((ad) => Math.max(1, ad.budget - amountSpent(ad, now)));
      let roll = random() * weights.reduce((a, b) => a + b, 0);
      let index = 0;
      while (index < choices.length - 1 && roll >= weights[index]!) roll -= weights[index++]!;
      const ad = choices[index]!;
      count(ad.id, "impressions");
      return {
        id: ad.id,
        business_name: ad.businessName,
        caption: ad.caption,
        image: absoluteUrl(d.urls, ad.image),
        click_url: `${originNow(d.urls.publicUrl)}${apiBases[advertising.click.base]}${pathOf(advertising.click, { id: ad.id })}`,
      };
    },
    /** A running campaign from the list (no read), for the click redirect. */
    runningAd: async (id: number) => (await running(new Date())).find((ad) => ad.id === id),
    countClick: (id: number) => count(id, "clicks"),
    /** The list is read again on the next request (a campaign went live, ended or was rejected). */
    invalidate() {
      generation++;
      freshUntil = 0;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
    /** Counts waiting for the next flush, for tests. */
    pendingCounts: (id: number) => pending.get(id) ?? { impressions: 0, clicks: 0 },
  };
}
export type PlacementService = ReturnType<typeof createPlacementService>;
