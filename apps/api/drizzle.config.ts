import { defineConfig } from "drizzle-kit";

// Migrations are generated SQL, committed, and applied on start (never `push`).
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/api/src/db/schema/index.ts",
  out: "./apps/api/src/db/migrations",
});
