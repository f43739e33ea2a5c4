import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's report queue and report reasons. */
export const moderationConsolePages: ConsolePage[] = [
  { path: "/reports", load: () => import("./reports-page.tsx") },
  { path: "/report-reasons", load: () => import("./reasons-page.tsx") },
];
