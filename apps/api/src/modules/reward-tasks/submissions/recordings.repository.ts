import { and, asc, eq, gt, isNotNull, notLike } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { itemSubmissions } from "../../../db/schema/index.ts";
import { RECORDINGS_PREFIX } from "../../../platform/storage.ts";

/** Submissions' recordings by key: what a signed link plays, and the keys still in the public area to move. */
export function createRecordingsRepository(db: Db) {
  return {
    /** The stored key of a submission's recording; null when there is no such submission or it has none. */
    async keyOf(submissionId: number) {
      const [row] = await db
        .select({ key: itemSubmissions.audioKey })
        .from(itemSubmissions)
        .where(eq(itemSubmissions.id, submissionId));
      return row?.key ?? null;
    },

    /** Up to `limit` distinct keys outside the private area (stored before issue 23.7), in key order after `after`. */
    async publicKeys(after: string, limit: number) {
      const rows = await db
        .selectDistinct({ key: itemSubmissions.audioKey })
        .from(itemSubmissions)
        .where(
          and(
            isNotNull(itemSubmissions.audioKey),
            notLike(itemSubmissions.audioKey, `${RECORDINGS_PREFIX}%`),
            gt(itemSubmissions.audioKey, after),
          ),
        )
        .orderBy(asc(itemSubmissions.audioKey))
        .limit(limit);
      return rows.map((r) => r.key!);
    },

    /** Points every submission with recording `from` at `to` (their one file, moved); how many there were. */
    async rekey(from: string, to: string) {
      const rows = await db
        .update(itemSubmissions)
        .set({ audioKey: to })
        .where(eq(itemSubmissions.audioKey, from))
        .returning({ id: itemSubmissions.id });
      return rows.length;
    },
  };
}
export type RecordingsRepository = ReturnType<typeof createRecordingsRepository>;
