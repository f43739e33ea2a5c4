import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Browser journeys against the built web app served by the real API process (see global-setup.ts).
 * Run from the repository root: `npm run test:e2e` (after `npm run build`).
 */
export default defineConfig({
  test: {
    name: "e2e",
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    // A journey file's direct calls come from an address of its own (support/client-address.ts).
    setupFiles: ["e2e/support/fetch-address.ts"],
    // Two files at a time, each with its own Chromium, against the one server: most of a journey's time is the
    // browser waiting on the network, timers and animations, so two keep the machine's 2 cores busy. Journeys scope
    // what they check to what they made themselves; the few that change something the whole forum shares (the active
    // poll, the Top Update) take a lock (support/exclusive.ts).
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    // A condition polled by expect.poll gets the time a loaded machine needs (Vitest's default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 120_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
