import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import { registerServiceWorkerLater } from "./app/service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lost its #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);

registerServiceWorkerLater();
