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
    // One server and one browser at a time: journeys share the server and the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
