import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's events (`/admin/events`). */
export const eventConsolePages: ConsolePage[] = [{ path: "/events", load: () => import("./events-page.tsx") }];
