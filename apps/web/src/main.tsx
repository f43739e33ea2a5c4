// First, for its effect: zod must not try eval, which the CSP refuses (and zod may load with any module below).
import "./lib/zod-jitless.ts";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { preloadPageAt } from "./app/route-page.tsx";
import { AppRoutes, basename } from "./app/router.tsx";
import { routes } from "./app/routes.tsx";
import { registerServiceWorkerLater } from "./app/service-worker.ts";
import { browserHistory, Router } from "./lib/router/index.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lost its #root element");

// The page's own code first (its chunk is already on its way: the server's HTML names it), so the page renders with
// the navigation bar instead of after a spinner; index.html shows the bar meanwhile.
const { pathname } = window.location;
const path = pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : "/";
void preloadPageAt(routes, path).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <Router history={browserHistory()} base={basename}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorkerLater();
