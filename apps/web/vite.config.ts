/// <reference types="vitest/config" />

import { productName } from "@forum/contract";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pwaPlugin } from "./pwa-plugin.ts";

// The API serves the built app under /forum/ and answers on these paths; in dev we forward them to it.
const apiTarget = "http://localhost:3000";
const proxied = ["/forum/api", "/api", "/forum/uploads", "/forum/recordings"];

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

/**
 * One chunk, loaded with the shell, for the small modules nearly every page runs first: TanStack Query (reads and
 * writes), relative times, the failure logger, the outcome helper, the server's messages and the call descriptors of
 * the feed, its sidebar and the home cards.
 * Left to Rollup they were split into 0.3-2 KB chunks by whichever pages shared them, and each console page that
 * moved or changed its imports reshuffled them: the home page fetched 15 files instead of 12 (measured with the
 * journey e2e/first-download.e2e.ts and docs/benchmarks.md "First download").
 */
const firstPageKit = [
  "/@tanstack/query-core/",
  "/@tanstack/react-query/",
  "/contract/src/helpers/time-ago.ts",
  "/contract/src/sidebar-texts.ts",
  "/contract/src/poll-texts.ts",
  "/contract/src/endpoints/endpoint.ts",
  "/contract/src/endpoints/posts.ts",
  "/contract/src/endpoints/tags.ts",
  "/contract/src/endpoints/communities.ts",
  "/contract/src/endpoints/polls.ts",
  "/contract/src/endpoints/leaderboard.ts",
  "/src/lib/logged.ts",
  "/src/lib/use-still-shown.ts",
  "/contract/src/messages.ts",
  // The Solved badge, the reply order and the answer filters' words (issue 26): on the cards and the post page.
  "/contract/src/answer-labels.ts",
];

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
    // Left to itself Rollup makes a chunk per set of pages sharing a module: the home page fetched 22 files, most of
    // 0.1-2 KB, each with its own request and headers, and over HTTP/1.1 the last ones queued behind the six
    // connections a browser opens (measured: the feed painted 300 ms late). Chunks under 8 KB (before compression)
    // are merged where that runs no code a page did not run before; now 9 files. Larger limits add bytes to the home
    // page for nothing (measured at 3, 8, 15 and 30 KB: docs/benchmarks.md "First download").
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 8_000,
        manualChunks: (id) =>
          firstPageKit.some((m) => id.includes(m))
            ? "first-page-kit"
            : // The code languages, shared by the editor and the reply box's tools (both lazy): merged, they would ride
              // along in the post page's first download.
              id.includes("/contract/src/maths-code-texts.ts")
              ? "maths-code-texts"
              : // The answer filters' words: the lists' pages load them, the post page does not (issue 26).
                id.includes("/contract/src/answer-filter-labels.ts")
                ? "answer-filter-labels"
                : // Reach's words and its offer's check (issue 28), shared by the settings page, the watch bells, the
                  // offer and the post forms' success: small and pure, Rollup would merge them into the shell.
                  id.includes("/contract/src/reach-texts.ts") || id.includes("/src/features/reach/offer-trigger.ts")
                  ? "reach"
                  : undefined,
      },
    },
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
    // Each file runs in a fresh VM context (its own jsdom globals and module graph) inside a worker thread that is
    // kept: measured on this 2-core machine, the web project's CPU fell from 532 to 337 s against a new worker per file
    // (jsdom's set-up went from 98 s to 7 s). A worker is replaced once its heap passes the root config's limit.
    pool: "vmThreads",
    // Beside the API tests on 2 cores, an axe scan or a long list in jsdom can take longer than Vitest's 5 s.
    testTimeout: 30_000,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
