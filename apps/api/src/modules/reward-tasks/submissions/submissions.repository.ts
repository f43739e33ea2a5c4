import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { itemSubmissions, rewardTaskParticipants, rewardTasks } from "../../../db/schema/index.ts";

export type SubmissionRow = typeof itemSubmissions.$inferSelect;
export type StoredAudio = { key: string; sha256: string; mime: string; bytes: number; seconds: number };

export type SaveInput = {
  taskId: number;
  itemId: number;
  userId: number;
  /** Undefined: the draft keeps its text. */
  text?: string;
  /** Undefined: the draft keeps its recording. */
  audio?: StoredAudio;
  submit: boolean;
  uploadId?: string;
};
export type SaveOutcome = "saved" | "already" | "locked" | "not_accepting";

/** A student's writes on an item: the first one enrols them in the task, in the same transaction. */
export function createSubmissionsRepository(db: Db) {
  const mine = (itemId: number, userId: number) =>
    and(eq(itemSubmissions.itemId, itemId), eq(itemSubmissions.userId, userId));

  /**
   * Enrols the student unless they already are. The task's row is locked first, so concurrent first saves on a task
   * with one place left enrol one student, never two; a closed task, one past its deadline or a full one takes
   * nobody new.
   */
  async function enrol(tx: Db, taskId: number, userId: number): Promise<boolean> {
    const of = and(eq(rewardTaskParticipants.rewardTaskId, taskId), eq(rewardTaskParticipants.userId, userId));
    const [before] = await tx.select({ n: count() }).from(rewardTaskParticipants).where(of);
    if (before?.n) return true;
    const [task] = await tx
      .select({
        open: sql<boolean>`${rewardTasks.status} = 'open' and (${rewardTasks.deadline} is null or ${rewardTasks.deadline} > now())`,
        max: rewardTasks.maxParticipants,
      })
      .from(rewardTasks)
      .where(eq(rewardTasks.id, taskId))
      .for("update");
    if (!task) return false;
    // Enrolled meanwhile by a concurrent first save of our own (it held the lock).
    const [enrolled] = await tx.select({ n: count() }).from(rewardTaskParticipants).where(of);
    if (enrolled?.n) return true;
    if (!task.open) return false;
    if (task.max !== null) {
      const [taken] = await tx
        .select({ n: count() })
        .from(rewardTaskParticipants)
        .where(eq(rewardTaskParticipants.rewardTaskId, taskId));
      if ((taken?.n ?? 0) >= task.max) return false;
    }
    await tx.insert(rewardTaskParticipants).values({ rewardTaskId: taskId, userId }).onConflictDoNothing();
    return true;
  }

  return {
    async find(itemId: number, userId: number) {
      const [row] = await db.select().from(itemSubmissions).where(mine(itemId, userId));
      return row ?? null;
    },

    /**
     * Saves a draft or submits it. `check` sees the locked row as it is (null: none yet) and throws when the write
     * is refused (a part missing for a submission). A retry of the upload last applied changes nothing.
     */
    save: (input: SaveInput, check: (existing: SubmissionRow | null) => void) =>
      db.transaction(async (tx): Promise<SaveOutcome> => {
        // Enrolment first (it locks the task's row); a student already enrolled takes no lock on the task.
        if (!(await enrol(tx, input.taskId, input.userId))) return "not_accepting";
        const [existing] = await tx
          .select()
          .from(itemSubmissions)
          .where(mine(input.itemId, input.userId))
          .for("update");
        if (existing && input.uploadId && existing.lastUploadId === input.uploadId) return "already";
        if (existing && existing.status !== "in_progress") return "locked";
        check(existing ?? null);
        const a = input.audio;
        const fields = {
          status: input.submit ? ("submitted" as const) : ("in_progress" as const),
          ...(input.text !== undefined ? { translatedText: input.text } : {}),
          ...(a
            ? {
                audioKey: a.key,
                audioSha256: a.sha256,
                audioMime: a.mime,
                audioBytes: a.bytes,
                audioSeconds: a.seconds,
              }
            : {}),
          ...(input.uploadId ? { lastUploadId: input.uploadId } : {}),
          ...(input.submit ? { submittedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        };
        if (existing) {
          await tx.update(itemSubmissions).set(fields).where(eq(itemSubmissions.id, existing.id));
          return "saved";
        }
        // Two first saves of one item at once (a double click): the first one written wins, the other is answered it.
        const added = await tx
          .insert(itemSubmissions)
          .values({ itemId: input.itemId, userId: input.userId, ...fields })
          .onConflictDoNothing()
          .returning({ id: itemSubmissions.id });
        return added.length ? "saved" : "already";
      }),
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
