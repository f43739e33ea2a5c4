import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's polls (`/admin/polls`). */
export const pollConsolePages: ConsolePage[] = [{ path: "/polls", load: () => import("./polls-page.tsx") }];
