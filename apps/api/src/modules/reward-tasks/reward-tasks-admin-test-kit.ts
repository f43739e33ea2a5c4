import { eq } from "drizzle-orm";
import { itemSubmissions, rewardAssignments, rewardTasks, translationItems } from "../../db/schema/index.ts";
import { createDiskStorage } from "../../platform/storage.ts";
import type { TestApp } from "../../test/test-app.ts";
import type { adminKit } from "../admin/admin-test-kit.ts";

type Submission = typeof itemSubmissions.$inferInsert;
let refs = 0;

/**
 * The console's reward-task calls, and tasks, assignments, items and students' submissions written straight to the
 * database (the students' submit path is built beside this one).
 */
export function rewardTasksAdminKit(t: TestApp, k: ReturnType<typeof adminKit>, token: () => string) {
  const db = t.database.db;

  /** A task form that passes every check. */
  const fields = (over: Record<string, string> = {}): Record<string, string> => ({
    name: "Yoruba voices",
    company: "Neoform",
    difficulty: "beginner",
    reward_type: "cash",
    category: "Translation",
    short_description: "Translate short English sentences into Yoruba and read them aloud.",
    description: "<p>Read <strong>clearly</strong>.</p>",
    reward_amount: "25",
    points: "40",
    ...over,
  });

  /** POST or PUT of the task form (multipart), `company_logo` as a file. */
  function taskForm(method: "POST" | "PUT", path: string, form: Record<string, string>, logo?: Buffer, as = token()) {
    const body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
    if (logo) body.append("company_logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    return t.app.inject({
      method,
      url: `/forum/api/v1/admin${path}`,
      payload: body,
      headers: as ? { authorization: `Bearer ${as}` } : {},
    });
  }

  /** A multipart upload of items as a file. */
  function uploadFile(assignmentId: number, content: Buffer | string, type = "text/csv", name = "items.csv") {
    const body = new FormData();
    body.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type }), name);
    return t.app.inject({
      method: "POST",
      url: `/forum/api/v1/admin/assignments/${assignmentId}/tasks`,
      payload: body,
      headers: { authorization: `Bearer ${token()}` },
    });
  }

  async function task(values: Partial<typeof rewardTasks.$inferInsert> = {}) {
    const [row] = await db
      .insert(rewardTasks)
      .values({
        thirdPartyRef: `kit-ref-${++refs}`,
        name: "Igbo voices",
        company: "Neoform",
        difficulty: "beginner",
        rewardType: "cash",
        category: "Translation",
        shortDescription: "Translate and read.",
        ...values,
      })
      .returning();
    return row!;
  }

  async function assignment(taskId: number, values: Partial<typeof rewardAssignments.$inferInsert> = {}) {
    const [row] = await db
      .insert(rewardAssignments)
      .values({
        rewardTaskId: taskId,
        title: "Greetings",
        languageName: "Igbo",
        languageMode: "text and audio",
        ...values,
      })
      .returning();
    return row!;
  }

  async function item(
    assignmentId: number,
    orderIndex: number,
    values: Partial<typeof translationItems.$inferInsert> = {},
  ) {
    const [row] = await db
      .insert(translationItems)
      .values({ assignmentId, orderIndex, text: `Sentence ${orderIndex}.`, points: 10, ...values })
      .returning();
    return row!;
  }

  /** A submission as the student's submit path leaves it (submitted by default, with a stored recording if given). */
  async function submission(values: Partial<Submission> & { itemId: number; userId: number }, audio?: Buffer) {
    const audioKey = audio ? await createDiskStorage(t.uploadsDir).recordings.put(audio, "m4a") : null;
    const [row] = await db
      .insert(itemSubmissions)
      .values({
        status: "submitted",
        translatedText: "Ẹ káàárọ̀.",
        submittedAt: new Date(),
        ...(audioKey ? { audioKey, audioMime: "audio/mp4", audioBytes: audio!.length, audioSeconds: 2.5 } : {}),
        ...values,
      })
      .returning();
    return row!;
  }

  const submissionRow = async (id: number) =>
    (await db.select().from(itemSubmissions).where(eq(itemSubmissions.id, id)))[0]!;
  const items = (assignmentId: number) =>
    db
      .select()
      .from(translationItems)
      .where(eq(translationItems.assignmentId, assignmentId))
      .orderBy(translationItems.orderIndex);

  const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object, as = token()) =>
    k.api(method, path, payload, as);

  return { fields, taskForm, uploadFile, task, assignment, item, submission, submissionRow, items, api };
}
