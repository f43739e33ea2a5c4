import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's achievers image (`/admin/achievers`). */
export const leaderboardConsolePages: ConsolePage[] = [
  { path: "/achievers", load: () => import("./achievers-page.tsx") },
];
