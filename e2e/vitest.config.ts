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
    // Four files at a time, each with its own browser, against the one server. A journey's time is partly the browser
    // waiting on the network, timers and animations; in the headless shell (support/browser.ts) two files left a
    // third of this 2-core machine idle. Measured on the whole stage: 313 s with two, 273 s with three, 236 s with
    // four. Journeys scope what they check to what they made themselves; the few that change something the whole
    // forum shares (the active poll, the Top Update) take a lock (support/exclusive.ts).
    fileParallelism: true,
    maxWorkers: 4,
    minWorkers: 1,
    // A condition polled by expect.poll gets the time a loaded machine needs (Vitest's default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 120_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
