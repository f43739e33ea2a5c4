import { reviewed } from "../../../db/sql-review/capture.ts";
import { campaign } from "../../../db/sql-review/sample-data.ts";
import { createCampaignsRepository } from "./campaigns.repository.ts";

/** The samples `npm run sql:review` runs campaigns.repository.ts's methods with. */
export const advertisingCampaignsSamples = reviewed(
  "modules/advertising/campaigns/campaigns.repository.ts",
  createCampaignsRepository,
  {
    create: [campaign],
    list: [1, "prints"],
    byId: [1],
    live: [],
    addCounts: [
      [
        { id: 1, impressions: 12, clicks: 1 },
        { id: 2, impressions: 3, clicks: 0 },
      ],
    ],
  },
);
