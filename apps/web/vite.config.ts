/// <reference types="vitest/config" />

import { productName } from "@forum/contract";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pwaPlugin } from "./pwa-plugin.ts";

// The API serves the built app under /forum/ and answers on these paths; in dev we forward them to it.
const apiTarget = "http://localhost:3000";
const proxied = ["/forum/api", "/api", "/forum/uploads"];

// index.html cannot import the contract, so its title placeholder is filled in here.
const productTitle: Plugin = {
  name: "product-title",
  transformIndexHtml: (html) => html.replaceAll("%PRODUCT_NAME%", productName),
};

// The contract is pure (schemas, constants, helpers), but nothing tells Rollup so, and its zod schemas would then ride
// along into the home route's first download. Marking its modules side-effect free lets unused ones drop out.
const pureContract: Plugin = {
  name: "pure-contract",
  transform: (code, id) =>
    id.includes("/packages/contract/src/") ? { code, map: null, moduleSideEffects: false } : null,
};

export default defineConfig({
  base: "/forum/",
  plugins: [react(), tailwindcss(), productTitle, pureContract, pwaPlugin(new URL("./dist", import.meta.url).pathname)],
  resolve: {
    // wouter reaches React's useSyncExternalStore through the shim for React 17; React 19 has its own (0.4 KB less).
    alias: { "use-sync-external-store/shim/index.js": "react" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The bundle-budget check reads the manifest to find what the home route loads first.
    manifest: true,
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
