import type { ConsolePage } from "../../admin/console-page.ts";

/** The console's reward tasks and the review of their submissions. */
export const rewardTaskConsolePages: ConsolePage[] = [
  { path: "/reward-tasks", load: () => import("./reward-tasks-page.tsx") },
  { path: "/task-submissions", load: () => import("./task-submissions-page.tsx") },
];
