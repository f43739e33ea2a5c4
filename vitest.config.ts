import { defineConfig } from "vitest/config";

/** Unit, API and component tests. API tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
const api = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: "apps/api",
    include: ["src/**/*.test.ts"],
    env,
    // Migrates one database for the run; each test file starts from a copy of it (src/test/template-db.ts).
    globalSetup: ["src/test/template-db.ts"],
    // Password hashing at the lowest argon2id cost in this process (the real cost has its own test).
    setupFiles: ["src/test/fast-password-hashing.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one of this machine's 2 cores idle; many files spend part of their time waiting on
    // child processes, PostgreSQL or timers, so two workers keep both cores busy.
    maxWorkers: 2,
    minWorkers: 1,
    // Isolation is decided per pool (Vitest reads it from the root config only). The node projects (contract, API,
    // scripts) run in forks without isolation: their files clean up after themselves (each opens its own database and
    // app), so one process runs many files and imports the app's modules once, about 7 s less per file. The web
    // components run in VM contexts (apps/web/vite.config.ts): each file gets a fresh jsdom and module graph. VM
    // contexts leak what their modules keep (Node cannot free an ES module's cache), so a worker is replaced once its
    // heap passes 2 GB: two of them stay well inside a small machine's memory.
    poolOptions: { forks: { isolate: false }, vmThreads: { memoryLimit: "2GB" } },
    projects: [
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] } },
      api("api", { TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL ? [api("api-postgres", { TEST_DB: "postgres" })] : []),
      "apps/web",
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
    ],
  },
});
