/**
 * npm run sql:review: writes each repository's SQL beside it (`<name>.repository.sql`), so a changed query shows in
 * review. `apps/api/src/db/sql-review/sql-review.test.ts` fails when a committed file is out of date.
 */
import fs from "node:fs";
import path from "node:path";
import { captureSql } from "../../apps/api/src/db/sql-review/capture.ts";
import { reviewedRepositories } from "../../apps/api/src/db/sql-review/repositories.ts";

const src = path.join(import.meta.dirname, "../../apps/api/src");
for (const [file, text] of await captureSql(reviewedRepositories)) {
  fs.writeFileSync(path.join(src, file), text);
  console.info(`wrote apps/api/src/${file}`);
}
