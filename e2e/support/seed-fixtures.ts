import { openDatabase } from "../../apps/api/src/db/client.ts";
import { communities, pollOptions, polls } from "../../apps/api/src/db/schema/index.ts";
import { e2eCommunities, e2ePoll } from "./fixtures.ts";

/**
 * Run by global-setup (its own process, before the server opens the same embedded database): writes the fixtures of
 * fixtures.ts into DATA_DIR. The database is migrated on opening, exactly as the server would.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set");
const database = await openDatabase({ dataDir });
try {
  await database.db
    .insert(communities)
    .values(e2eCommunities.map((c) => ({ ...c })))
    .onConflictDoNothing();
  const [poll] = await database.db.insert(polls).values({ title: e2ePoll.title, active: true }).returning();
  await database.db
    .insert(pollOptions)
    .values(e2ePoll.options.map((option, position) => ({ pollId: poll!.id, option, position })));
} finally {
  await database.close();
}
