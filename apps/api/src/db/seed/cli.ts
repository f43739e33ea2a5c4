import { pino } from "pino";
import { readEnv } from "../../env.ts";
import { openStorage, storageWhere } from "../../platform/open-storage.ts";
import { openDatabase } from "../client.ts";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, seedDemoIfEmpty } from "./demo.ts";
import { seedReference } from "./reference.ts";

// `npm run seed`: reference data always, demo data only into a database without users (same rule as on start).
const env = readEnv();
const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
const where = env.databaseUrl ? "the PostgreSQL server in DATABASE_URL" : `the embedded database in ${env.dataDir}`;
try {
  await seedReference(database.db);
  console.info(`Reference data (categories, report reasons) is in ${where}.`);
  const storage = await openStorage(env);
  const summary = await seedDemoIfEmpty(database.db, { storage, log: pino({ level: "warn" }) });
  if (summary) {
    console.info(`Demo data loaded, images in ${storageWhere(env)}:`);
    for (const [what, n] of Object.entries(summary)) console.info(`  ${what}: ${n}`);
    console.info(`Sign in as any student, e.g. adaeze.okonkwo@${DEMO_EMAIL_DOMAIN}, password "${DEMO_PASSWORD}".`);
  } else {
    console.info("The database already has users: demo data not loaded.");
  }
} finally {
  await database.close();
}
