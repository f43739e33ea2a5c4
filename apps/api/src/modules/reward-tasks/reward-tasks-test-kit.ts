import { and, eq } from "drizzle-orm";
import { itemSubmissions, rewardAssignments, rewardTasks, translationItems } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

export { oggOpus, wav, webm } from "../../test/audio-fixtures.ts";

type TaskFields = Partial<typeof rewardTasks.$inferInsert>;
const main = "/api/v2/reward-tasks";
const neoform = `${main}/neoform`;

/** Rows for the reward-task tests, written straight to the database; the students' calls; the submit form. */
export function rewardTasksKit(t: TestApp) {
  const k = postsKit(t);
  const db = t.database.db;
  let refs = 0;

  async function task(fields: TaskFields = {}) {
    refs += 1;
    const [row] = await db
      .insert(rewardTasks)
      .values({
        thirdPartyRef: `ref-${refs}-${Date.now()}`,
        name: "Yoruba voice translations",
        company: "Neoform",
        difficulty: "beginner",
        rewardType: "cash",
        category: "Translation",
        shortDescription: "Translate short English sentences and read them aloud.",
        ...fields,
      })
      .returning();
    return row!;
  }

  async function assignment(
    rewardTaskId: number,
    items = 2,
    fields: Partial<typeof rewardAssignments.$inferInsert> = {},
  ) {
    const [a] = await db
      .insert(rewardAssignments)
      .values({
        rewardTaskId,
        title: "Everyday sentences",
        languageName: "Yoruba",
        languageMode: "text+audio",
        ...fields,
      })
      .returning();
    const rows = await db
      .insert(translationItems)
      .values(
        Array.from({ length: items }, (_, i) => ({
          assignmentId: a!.id,
          text: `Sentence number ${i + 1}.`,
          orderIndex: items - 1 - i, // from 0, written in reverse, so the answer's order is the server's doing
          points: 10,
        })),
      )
      .returning();
    return { assignment: a!, items: rows.sort((x, y) => x.orderIndex - y.orderIndex) };
  }

  const get = (path: string, token?: string) => k.call("GET", `${neoform}${path}`, undefined, token);
  const list = (query: string, token?: string) => k.call("GET", `${main}${query}`, undefined, token);

  /** The Submit Task form as the dialog sends it. */
  function submit(itemId: number | string, fields: Record<string, string>, token?: string, audio?: Buffer) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    // The name and type a browser sends are not what the server goes by.
    if (audio) body.append("audio_file", new Blob([new Uint8Array(audio)], { type: "audio/wav" }), "take.wav");
    return t.app.inject({
      method: "POST",
      url: `${neoform}/submit-task/${itemId}`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  const submissionsOf = (itemId: number) => db.select().from(itemSubmissions).where(eq(itemSubmissions.itemId, itemId));
  /** As an admin's approval leaves it (B's review writes the same). */
  const approve = (itemId: number, userId: number, points: number, completedAt = new Date()) =>
    db
      .update(itemSubmissions)
      .set({ status: "completed", completedAt, pointsAwarded: points })
      .where(and(eq(itemSubmissions.itemId, itemId), eq(itemSubmissions.userId, userId)));

  return { ...k, task, assignment, get, list, submit, submissionsOf, approve };
}
