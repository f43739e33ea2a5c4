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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] } },
      api("api", { TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL ? [api("api-postgres", { TEST_DB: "postgres" })] : []),
      "apps/web",
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"] } },
    ],
  },
});
