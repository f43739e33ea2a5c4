import { rewardTaskMessages as M } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../../test/test-app.ts";
import { oggOpus, rewardTasksKit, wav, webm } from "../reward-tasks-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof rewardTasksKit>;
let ada: { token: string; id: number };
let ben: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = rewardTasksKit(t);
  ada = await k.student("ada@uni.edu");
  ben = await k.student("ben@uni.edu");
});
afterAll(() => t.close());

async function oneItem(fields: Parameters<typeof k.task>[0] = {}) {
  const task = await k.task(fields);
  const { items } = await k.assignment(task.id, 1);
  return items[0]!.id;
}
const fieldError = (res: { json: () => { error?: Record<string, string[]> } }, field: string) =>
  res.json().error?.[field]?.[0];

describe("saving a draft", () => {
  it("keeps what the draft had for a part left out, and answers the progress", async () => {
    const item = await oneItem();
    const first = await k.submit(item, { mark_completed: "0" }, ada.token, wav(2));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: M.draftSaved,
      data: { progress: { hasAudio: true, hasTranslation: false } },
    });
    const second = await k.submit(item, { translated_text: "Ilé ìwé", mark_completed: "0" }, ada.token);
    expect(second.json().data.progress).toEqual({
      hasTranslation: true,
      hasAudio: true,
      isCompleted: false,
      canComplete: true,
    });
    expect(second.json().data.draft.translated_text).toBe("Ilé ìwé");
    const [row] = await k.submissionsOf(item);
    expect(row).toMatchObject({ status: "in_progress", audioMime: "audio/wav", audioBytes: wav(2).length });
    expect(row!.audioSeconds).toBeCloseTo(2, 1);
    expect(row!.audioSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("serves the stored recording so a browser can seek in it", async () => {
    const item = await oneItem();
    const res = await k.submit(item, { mark_completed: "0" }, ada.token, wav(1.5));
    // A signed link, played as an <audio> element asks: no token, its query carries the proof (recordings.test.ts).
    const url = new URL(res.json().data.draft.audio_url);
    const part = await t.app.inject({ url: url.pathname + url.search, headers: { range: "bytes=0-11" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("audio/wav");
    expect(part.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    expect(part.headers["content-range"]).toBe(`bytes 0-11/${wav(1.5).length}`);
  });
});

describe("submitting for review", () => {
  it("needs the text, then the recording (the draft's counts), then locks the item", async () => {
    const item = await oneItem();
    const none = await k.submit(item, { mark_completed: "1" }, ada.token);
    expect(none.statusCode).toBe(422);
    expect(fieldError(none, "translated_text")).toBe(M.translatedTextRequired);
    const blank = await k.submit(item, { translated_text: "   ", mark_completed: "1" }, ada.token, wav(2));
    expect(fieldError(blank, "translated_text")).toBe(M.translatedTextRequired);
    const noAudio = await k.submit(item, { translated_text: "Mo dé", mark_completed: "1" }, ada.token);
    expect(noAudio.statusCode).toBe(422);
    expect(fieldError(noAudio, "audio_file")).toBe(M.audioRequired);
    expect(await k.submissionsOf(item)).toHaveLength(0);

    await k.submit(item, { mark_completed: "0" }, ada.token, wav(3));
    const sent = await k.submit(item, { translated_text: "Mo dé", mark_completed: "1" }, ada.token);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe(M.submitted);
    expect(sent.json().data.submission).toMatchObject({ description: "Mo dé", notes: null });
    expect(sent.json().data.timestamps.submission_date).not.toBeNull();
    // mark_completed left out means a submission (the spec's form has no such field).
    const tries: Record<string, string>[] = [
      { mark_completed: "0", translated_text: "again" },
      { translated_text: "again" },
    ];
    for (const fields of tries) {
      const locked = await k.submit(item, fields, ada.token);
      expect(locked.statusCode).toBe(422);
      expect(locked.json().message).toBe(M.locked);
    }
    const [row] = await k.submissionsOf(item);
    expect(row).toMatchObject({ status: "submitted", translatedText: "Mo dé" });
    await k.approve(item, ada.id, 10);
    expect((await k.submit(item, { mark_completed: "0" }, ada.token)).json().message).toBe(M.locked);
  });
});

describe("enrolment on the first save", () => {
  it("refuses new participants on a closed task, one past its deadline or a full one", async () => {
    const closed = await oneItem({ status: "closed" });
    const past = await oneItem({ deadline: new Date(Date.now() - 60_000) });
    for (const item of [closed, past]) {
      const res = await k.submit(item, { translated_text: "x", mark_completed: "0" }, ada.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.notAccepting);
      expect(await k.submissionsOf(item)).toHaveLength(0);
    }
    const full = await oneItem({ maxParticipants: 1 });
    expect((await k.submit(full, { translated_text: "x", mark_completed: "0" }, ada.token)).statusCode).toBe(201);
    const ben1 = await k.submit(full, { translated_text: "y", mark_completed: "0" }, ben.token);
    expect(ben1.json().message).toBe(M.notAccepting);
    // Ada, enrolled, keeps working on it.
    expect((await k.submit(full, { translated_text: "z", mark_completed: "0" }, ada.token)).statusCode).toBe(201);
  });

  it("takes nothing for a cancelled assignment", async () => {
    const task = await k.task();
    const { items } = await k.assignment(task.id, 1, { cancelledAt: new Date() });
    const res = await k.submit(items[0]!.id, { translated_text: "a", mark_completed: "0" }, ada.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.notAccepting);
  });

  it("lets an enrolled student go on after the task closes", async () => {
    const task = await k.task();
    const { items } = await k.assignment(task.id, 2);
    await k.submit(items[0]!.id, { translated_text: "a", mark_completed: "0" }, ada.token);
    await t.database.db.execute(`update reward_tasks set status = 'closed' where id = ${task.id}`);
    expect((await k.submit(items[1]!.id, { translated_text: "b", mark_completed: "0" }, ada.token)).statusCode).toBe(
      201,
    );
  });

  it("enrols one of two students saving at once on a task with one place", async () => {
    const task = await k.task({ maxParticipants: 1 });
    const { items } = await k.assignment(task.id, 1);
    const id = items[0]!.id;
    const both = await Promise.all([
      k.submit(id, { translated_text: "a", mark_completed: "0" }, ada.token),
      k.submit(id, { translated_text: "b", mark_completed: "0" }, ben.token),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await k.submissionsOf(id)).toHaveLength(1);
    const listed = (await k.list("", ada.token)).json().data.find((x: { id: number }) => x.id === task.id);
    expect(listed.participants_count).toBe(1);
  });
});

describe("the recording", () => {
  const send = (item: number, audio: Buffer) => k.submit(item, { mark_completed: "0" }, ada.token, audio);
  const refusal = async (audio: Buffer) => {
    const res = await send(await oneItem(), audio);
    expect(res.statusCode).toBe(422);
    return fieldError(res, "audio_file");
  };

  it("is recognised by its bytes, not its name or type", async () => {
    expect(await refusal(Buffer.from("just some text pretending to be a wav file"))).toBe(M.audioType);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    expect(await refusal(png)).toBe(M.audioType);
  });

  it("is at most 5 MB (422 just over, 413 when far over and cut while streaming)", async () => {
    expect(await refusal(wav(330))).toBe(M.audioTooBig);
    // Past the form's 6 MB file limit (within its total): cut off as it streams.
    const huge = await send(await oneItem(), Buffer.concat([wav(2), Buffer.alloc(6 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
  });

  it("lasts 1 to 30 seconds, and must be readable", async () => {
    expect(await refusal(wav(0.5))).toBe(M.audioTooShort);
    expect(await refusal(wav(31))).toBe(M.audioTooLong);
    const broken = wav(2).subarray(0, 12); // RIFF....WAVE and nothing after
    expect(await refusal(broken)).toBe(M.audioType);
    expect((await send(await oneItem(), wav(30))).statusCode).toBe(201);
  });

  it("may be Ogg Opus or a browser's WebM (no length in its header: read from its blocks)", async () => {
    for (const [make, ext] of [
      [oggOpus, "ogg"],
      [webm, "webm"],
    ] as const) {
      const item = await oneItem();
      const res = await send(item, make(3));
      expect(res.statusCode, ext).toBe(201);
      expect((await k.submissionsOf(item))[0]!.audioKey).toMatch(new RegExp(`\\.${ext}$`));
      const url = new URL(res.json().data.draft.audio_url);
      const played = await t.app.inject({ url: url.pathname + url.search, headers: { range: "bytes=0-3" } });
      expect(played.headers["content-type"], ext).toBe(`audio/${ext}`);
      expect(await refusal(make(0.5))).toBe(M.audioTooShort);
      expect(await refusal(make(31))).toBe(M.audioTooLong);
    }
  });

  it("is applied once when the same upload is sent again", async () => {
    const item = await oneItem();
    const fields = { translated_text: "Ẹ ṣé", mark_completed: "1", upload_id: "take-0001-abc" };
    const first = await k.submit(item, fields, ada.token, wav(2));
    expect(first.statusCode).toBe(201);
    const retry = await k.submit(item, fields, ada.token, wav(2));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toEqual(first.json().data);
    const rows = await k.submissionsOf(item);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submittedAt?.toISOString()).toBe(first.json().data.timestamps.submission_date);
  });
});

describe("pacing", () => {
  it("throttles a student's repeated submits (429), a refused form giving its turn back", async () => {
    const tight = { burst: 2, everyMs: 60_000 };
    const paced = await createTestApp({
      writeRules: { ...roomyWriteRules, newAccount: { ...roomyWriteRules.newAccount, edit: tight } },
    });
    try {
      const p = rewardTasksKit(paced);
      const eve = await p.student("eve@uni.edu");
      const task = await p.task();
      const { items } = await p.assignment(task.id, 1);
      const save = (text: string) => p.submit(items[0]!.id, { translated_text: text, mark_completed: "0" }, eve.token);
      expect((await p.submit(items[0]!.id, { mark_completed: "1" }, eve.token)).statusCode).toBe(422);
      expect((await save("one")).statusCode).toBe(201);
      expect((await save("two")).statusCode).toBe(201);
      const third = await save("three");
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await paced.close();
    }
  });
});

describe("hostile input", () => {
  it("refuses NUL, bad upload ids, over-long text, odd ids; 401 for guests; 404 for unknown items", async () => {
    const item = await oneItem();
    const nul = await k.submit(item, { translated_text: "a\u0000b", mark_completed: "0" }, ada.token);
    expect([400, 422]).toContain(nul.statusCode);
    const badId = await k.submit(item, { translated_text: "a", mark_completed: "0", upload_id: "../x" }, ada.token);
    expect(badId.statusCode).toBe(422);
    const long = await k.submit(item, { translated_text: "a".repeat(5_001), mark_completed: "0" }, ada.token);
    expect(long.statusCode).toBe(422);
    const huge = await k.submit(item, { translated_text: "a".repeat(64 * 1024 + 1), mark_completed: "0" }, ada.token);
    expect(huge.statusCode).toBe(413);
    expect((await k.submit(item, { mark_completed: "2" }, ada.token)).statusCode).toBe(422);
    expect(await k.submissionsOf(item)).toHaveLength(0);
    expect((await k.submit(item, { translated_text: "a", mark_completed: "0" })).statusCode).toBe(401);
    expect((await k.submit(999_999, { translated_text: "a", mark_completed: "0" }, ada.token)).statusCode).toBe(404);
    expect([404, 422]).toContain((await k.submit(2 ** 31, { translated_text: "a" }, ada.token)).statusCode);
  });
});
