import type { ComponentType } from "react";

/**
 * A page of the console: its path under /admin and how to load it. Each feature lists its console pages in
 * `features/<feature>/admin/routes.ts`; the layout registers them, and each page stays a chunk of its own, loaded when
 * first opened (the lists hold only paths and `import()` calls, so they add nothing to the layout's chunk but a line).
 */
export type ConsolePage = { path: string; load: () => Promise<{ default: ComponentType }> };
