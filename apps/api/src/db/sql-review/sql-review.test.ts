import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEnv } from "../../env.ts";
import { captureSql } from "./capture.ts";
import { reviewedRepositories } from "./repositories.ts";

const src = path.join(import.meta.dirname, "../..");

// The recorded SQL is PGlite's run of each method; once is enough (not again in the PostgreSQL project).
describe.runIf(testEnv().db === "pglite")("reviewable SQL", () => {
  it("every repository's committed .sql file is what its queries send (npm run sql:review writes them)", async () => {
    const files = await captureSql(reviewedRepositories);
    for (const [file, text] of files) {
      const committed = fs.existsSync(path.join(src, file)) ? fs.readFileSync(path.join(src, file), "utf8") : "";
      expect(committed, `${file} is out of date: run npm run sql:review`).toBe(text);
    }
    // It runs every method of every repository: about 10 s alone, near 30 s beside a full run on a loaded machine.
  }, 120_000);

  it("reviews every repository there is", () => {
    const modules = path.join(src, "modules");
    const all = fs
      .readdirSync(modules, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".repository.ts"))
      .map((f) => `modules/${f}`)
      .sort();
    expect(reviewedRepositories.map((r) => r.file).sort()).toEqual(all);
  });
});
