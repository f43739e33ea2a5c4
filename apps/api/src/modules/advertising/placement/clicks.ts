import { adMessages } from "@forum/contract";
import type { FastifyBaseLogger } from "fastify";
import { notFound } from "../../../platform/errors.ts";
import type { CounterStore } from "../../../platform/rate-limit.ts";
import type { CampaignsRepository } from "../campaigns/campaigns.repository.ts";
import type { PlacementService } from "./placement.service.ts";

const HOUR_MS = 60 * 60 * 1000;

export type ClicksDeps = {
  placement: PlacementService;
  repo: Pick<CampaignsRepository, "byId">;
  /** Shared by every instance when Redis is on: a viewer's repeated clicks count once an hour wherever they land. */
  limits: CounterStore;
  log: FastifyBaseLogger;
};

/**
 * The click redirect: where a campaign's card leads, counting one click per viewer (signed-in id, else address) per
 * campaign per hour while it runs. A completed campaign still leads to its site (a card seen just before its end) but
 * counts nothing more; a waiting or rejected one is 404, as is an unknown id.
 */
export function createClicks(d: ClicksDeps) {
  async function firstThisHour(id: number, viewer: string) {
    try {
      return (await d.limits.hit(`ad-click:${id}:${viewer}`, HOUR_MS)).count === 1;
    } catch (err) {
      // The counter's store away: the visitor still gets where they clicked; the click is not counted.
      d.log.warn({ err }, "ad click not counted (its counter is out of reach)");
      return false;
    }
  }

  return {
    /** The campaign's URL to redirect to. */
    async click(id: number, viewer: string): Promise<string> {
      const running = await d.placement.runningAd(id);
      if (running) {
        if (await firstThisHour(id, viewer)) d.placement.countClick(id);
        return running.adUrl;
      }
      const row = await d.repo.byId(id);
      if (!row || (row.status !== "completed" && row.status !== "active")) throw notFound(adMessages.notFound);
      return row.adUrl;
    },
  };
}
export type Clicks = ReturnType<typeof createClicks>;
