import { defaultPreferences, type PreferencesUpdate, type ReachType } from "@forum/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { notificationPreferences } from "../../../db/schema/index.ts";

const stored = {
  userId: notificationPreferences.userId,
  digest: notificationPreferences.digest,
  types: notificationPreferences.types,
};

/** A student's stored choices (only what they changed from the defaults: merged when read). */
export function createPreferencesRepository(db: Db) {
  return {
    /** The stored rows of these students; a student without one has every default. */
    of: (userIds: number[]) =>
      userIds.length
        ? db.select(stored).from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds))
        : Promise.resolve([]),

    /**
     * Lays `part` over the stored choices in one statement, channel by channel (two PUTs at once, one naming reply's
     * push and the other its e-mail, both stick), and answers the row as stored now.
     */
    save: async (userId: number, part: PreferencesUpdate) => {
      const changed = part.types ?? {};
      // Each type stored is whole (the schema's shape): a channel not named keeps what it was, or its default.
      const types = Object.fromEntries(
        Object.entries(changed).map(([t, c]) => [t, { ...defaultPreferences.types[t as ReachType], ...c }]),
      );
      const [row] = await db
        .insert(notificationPreferences)
        .values({ userId, digest: part.digest ?? "off", types })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: {
            digest: part.digest ? sql`excluded.digest` : sql`${notificationPreferences.digest}`,
            types: sql`${notificationPreferences.types} || coalesce((select jsonb_object_agg(e.key,
              coalesce(${notificationPreferences.types} -> e.key, ${JSON.stringify(defaultPreferences.types)}::jsonb -> e.key)
              || e.value) from jsonb_each(${JSON.stringify(changed)}::jsonb) e), '{}'::jsonb)`,
            updatedAt: sql`now()`,
          },
        })
        .returning(stored);
      return row!;
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
