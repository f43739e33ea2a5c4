import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRoutes, basename } from "./app/router.tsx";
import { registerServiceWorkerLater } from "./app/service-worker.ts";
import { browserHistory, Router } from "./lib/router/index.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lost its #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <Router history={browserHistory()} base={basename}>
        <AppRoutes />
      </Router>
    </Providers>
  </StrictMode>,
);

registerServiceWorkerLater();
