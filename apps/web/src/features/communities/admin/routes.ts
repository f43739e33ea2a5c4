import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's communities (`/admin/communities`). */
export const communityConsolePages: ConsolePage[] = [
  { path: "/communities", load: () => import("./communities-page.tsx") },
];
