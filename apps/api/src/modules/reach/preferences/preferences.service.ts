import {
  defaultPreferences,
  mergePreferences,
  type NotificationPreferences,
  type PreferencesUpdate,
} from "@forum/contract";
import type { Db } from "../../../db/client.ts";
import { createPreferencesRepository, type PreferencesRepository } from "./preferences.repository.ts";

type Stored = { digest: NotificationPreferences["digest"]; types: PreferencesUpdate["types"] };
const whole = (row: Stored | undefined) => (row ? mergePreferences(defaultPreferences, row) : defaultPreferences);

/**
 * The whole preferences of each of these students (the defaults where they chose nothing), in one query: what the
 * dispatcher and the mail jobs ask before pushing or mailing a notification. `db` may be a transaction.
 */
export async function preferencesOf(db: Db, userIds: number[]): Promise<Map<number, NotificationPreferences>> {
  const rows = await createPreferencesRepository(db).of([...new Set(userIds)]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, whole(byUser.get(id))]));
}

/** GET and PUT /notifications/preferences (API.md "Reach"): answered whole, whatever part was sent. */
export function createPreferencesService(repo: PreferencesRepository) {
  return {
    get: async (userId: number) => ({ data: whole((await repo.of([userId]))[0]) }),
    set: async (userId: number, part: PreferencesUpdate) => ({ data: whole(await repo.save(userId, part)) }),
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
