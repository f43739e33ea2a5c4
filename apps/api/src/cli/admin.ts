import { openDatabase } from "../db/client.ts";
import { DataDirLocked } from "../db/data-dir-lock.ts";
import { readEnv } from "../env.ts";
import { setAdmin } from "../modules/admin/admin.grant.ts";

/**
 * `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the way the first admin is made. On the
 * embedded database it refuses while the forum runs (PGlite takes one process: data-dir-lock.ts); on PostgreSQL it
 * works beside running servers.
 */
const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  console.error("usage: npm run admin -- grant <email> | revoke <email>");
  process.exit(2);
}
const env = readEnv();
const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir }).catch((err: unknown) => {
  if (!(err instanceof DataDirLocked)) throw err;
  console.error(`${err.message}: stop it first, or grant through ADMIN_EMAILS.`);
  process.exit(1);
});
try {
  const found = await setAdmin(database.db, email, action === "grant");
  if (!found) {
    console.error(`no account with the e-mail ${email}`);
    process.exitCode = 1;
  } else {
    console.info(`${email} ${action === "grant" ? "is now an admin" : "is no longer an admin"}`);
  }
} finally {
  await database.close();
}
