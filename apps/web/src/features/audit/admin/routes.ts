import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's audit log (`/admin/audit-log`). */
export const auditConsolePages: ConsolePage[] = [{ path: "/audit-log", load: () => import("./audit-log-page.tsx") }];
