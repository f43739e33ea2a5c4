import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's announcements and their categories. */
export const announcementConsolePages: ConsolePage[] = [
  { path: "/announcements", load: () => import("./announcements-page.tsx") },
  { path: "/announcement-categories", load: () => import("./announcement-categories-page.tsx") },
];
