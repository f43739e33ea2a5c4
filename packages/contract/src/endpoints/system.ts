import type { clientConfigResponse, healthResponse } from "../system.ts";
import { endpoint } from "./endpoint.ts";

/** Ours, not the specs': a health check with a database round trip, and what the web app needs at run time. */
export const system = {
  health: endpoint<{ response: typeof healthResponse }>()("GET", "forum", "/health", "public"),
  config: endpoint<{ response: typeof clientConfigResponse }>()("GET", "forum", "/config", "public"),
};
