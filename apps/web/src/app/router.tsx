import { leavePageToasts } from "../lib/page-toasts.ts";
import { usePageLeave } from "../lib/router/index.ts";
import { Layout } from "./layout.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";
import { routes } from "./routes.tsx";

/** All application routes live under the base path /forum (core §1). */
export const basename = "/forum";

/**
 * The page frame around the route table (matched by wouter; the app uses no loaders or actions, and React Router's
 * matching cost about 11 KB compressed of the first download). Error pages and scroll restoration the layout does.
 */
export function AppRoutes() {
  // A page's toasts go with it (lib/page-toasts.ts).
  usePageLeave(leavePageToasts);
  // The layout catches a page's failure; this one catches the layout's own (the navigation bar).
  return (
    <RouteErrorBoundary>
      <Layout>{routes}</Layout>
    </RouteErrorBoundary>
  );
}
