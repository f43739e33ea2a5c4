import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's campaign review (`/admin/advertisements`). */
export const advertisingConsolePages: ConsolePage[] = [
  { path: "/advertisements", load: () => import("./advertisements-page.tsx") },
];
