import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's post categories (`/admin/categories`). */
export const categoryConsolePages: ConsolePage[] = [
  { path: "/categories", load: () => import("./categories-page.tsx") },
];
