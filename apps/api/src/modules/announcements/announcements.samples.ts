import { reviewed } from "../../db/sql-review/capture.ts";
import { createAnnouncementsRepository } from "./announcements.repository.ts";

/** The samples `npm run sql:review` runs announcements.repository.ts's methods with. */
export const announcementsSamples = reviewed(
  "modules/announcements/announcements.repository.ts",
  createAnnouncementsRepository,
  {
    categories: [],
    featured: [],
    page: [1, 1, 20],
    one: [1],
    similar: [1, 1, 5],
  },
);
