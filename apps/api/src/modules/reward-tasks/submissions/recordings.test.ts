import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, s3Client } from "../../../platform/s3-storage.ts";
import { contentHashName, recordingsDirBeside, type Storage } from "../../../platform/storage.ts";
import { createTestApp, roomyWriteRules, type TestApp, testJwtSecret } from "../../../test/test-app.ts";
import { startTestS3 } from "../../../test/test-s3.ts";
import { setAdmin } from "../../admin/admin.grant.ts";
import { rewardTasksKit, wav } from "../reward-tasks-test-kit.ts";
import { createRecordingLinks } from "./recording-links.ts";

/**
 * Issue 23.7: a student's recording is personal data. It is never served under /forum/uploads/ nor on S3_PUBLIC_URL;
 * it plays through a link the server signed for its owner or an admin, for about an hour, with range requests.
 */
const s3 = await startTestS3();
afterAll(() => s3.close());
const cdn = "https://cdn.example.test/forum-files";
const client = s3Client(s3.config.url);
const inBucket = (Key: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key })).then(
    () => true,
    () => false,
  );

describe.each([
  ["on disk", () => undefined],
  ["in a bucket with S3_PUBLIC_URL", (): Storage => createS3Storage({ ...s3.config, publicUrl: cdn })],
])("students' recordings %s", (kind, storage: () => Storage | undefined) => {
  let t: TestApp;
  let k: ReturnType<typeof rewardTasksKit>;
  let ada: { token: string; id: number };
  let ben: { token: string; id: number };
  let boss: { token: string; id: number };
  beforeAll(async () => {
    t = await createTestApp({ writeRules: roomyWriteRules, storage: storage() });
    k = rewardTasksKit(t);
    ada = await k.student("ada@uni.edu");
    ben = await k.student("ben@uni.edu");
    boss = await k.student("boss@uni.edu");
    await setAdmin(t.database.db, "boss@uni.edu", true);
  });
  afterAll(() => t.close());

  async function oneItem() {
    const { items } = await k.assignment((await k.task()).id, 1);
    return items[0]!.id;
  }
  /** What a browser sends for a link it was answered: the path and the query, on this app. */
  const play = (link: string, headers: Record<string, string> = {}) => {
    const url = new URL(link);
    return t.app.inject({ url: url.pathname + url.search, headers });
  };
  const draftLink = (res: { json: () => { data: { draft: { audio_url: string | null } | null } } }) =>
    res.json().data.draft!.audio_url!;
  const rowOf = async (item: number, userId: number) => (await k.submissionsOf(item)).find((r) => r.userId === userId)!;

  it("does not serve a submitted recording under /forum/uploads/ to a guest (the defect)", async () => {
    const voice = wav(2);
    const item = await oneItem();
    const res = await k.submit(item, { translated_text: "Ẹ káàárọ̀", mark_completed: "1" }, ada.token, voice);
    expect(res.statusCode, res.body).toBe(201);
    const link = draftLink(res);
    expect(link).toMatch(/^http:\/\/forum\.test\/forum\/recordings\/\d+\?exp=\d+&sig=[\w-]{43}$/);
    expect(res.json().data.submission.links).toEqual([link]);
    expect(JSON.stringify(res.json())).not.toMatch(/uploads|cdn\.example/);

    // Neither the name the bytes had in public before, nor the name they have now, is served there.
    const key = (await rowOf(item, ada.id)).audioKey!;
    expect(key).toMatch(/^recordings\/[0-9a-f]{32}\.wav$/);
    for (const name of [contentHashName(voice, "wav"), key.slice("recordings/".length)]) {
      const guest = await t.app.inject(`/forum/uploads/${name}`);
      expect(guest.statusCode, name).toBe(404);
      expect(guest.rawPayload.includes(voice.subarray(0, 64)), name).toBe(false);
    }
    if (kind.startsWith("in a bucket")) {
      // Not where S3_PUBLIC_URL addresses the public files, nor where its old name would put it under the prefix.
      expect(await inBucket(contentHashName(voice, "wav"))).toBe(false);
      expect(await inBucket(`recordings/${contentHashName(voice, "wav")}`)).toBe(false);
      expect(await inBucket(key)).toBe(true);
    }
  });

  it("plays the owner's link whole and by range, kept privately for as long as it lasts, never compressed", async () => {
    const voice = wav(1.5);
    const item = await oneItem();
    await k.submit(item, { mark_completed: "0" }, ada.token, voice);
    const link = draftLink(await k.get(`/task-progress/${item}`, ada.token));

    const whole = await play(link, { "accept-encoding": "br, gzip" });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(voice)).toBe(true);
    expect(whole.headers).toMatchObject({
      "content-type": "audio/wav",
      "content-length": String(voice.length),
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-site",
    });
    expect(whole.headers["content-encoding"]).toBeUndefined();
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(whole.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3590);
    expect(maxAge).toBeLessThanOrEqual(75 * 60);

    const part = await play(link, { range: "bytes=0-11", "accept-encoding": "br" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-11/${voice.length}`);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    expect((await play(link, { range: `bytes=${voice.length}-` })).statusCode).toBe(416);
    expect(
      (await t.app.inject({ method: "HEAD", url: new URL(link).pathname + new URL(link).search })).statusCode,
    ).toBe(200);
  });

  it("gives another student no link, and opens no other submission's recording with one", async () => {
    const voice = wav(2);
    const item = await oneItem();
    const adas = draftLink(await k.submit(item, { mark_completed: "0" }, ada.token, voice));
    // Ben reads the same item: his own (empty) work, nothing of Ada's.
    const bens = (await k.get(`/task-progress/${item}`, ben.token)).json().data;
    expect(bens).toMatchObject({ draft: null, submission: null, progress: { hasAudio: false } });
    expect((await k.get(`/task-progress/${item}`)).statusCode).toBe(401);
    // The review queue is the console's.
    const queue = await k.call("GET", "/forum/api/v1/admin/submissions?status=in_progress", undefined, ben.token);
    expect(queue.statusCode).toBe(403);

    // The same bytes from Ben are one stored file; still each link opens its own submission only.
    const his = draftLink(await k.submit(item, { mark_completed: "0" }, ben.token, voice));
    expect((await rowOf(item, ben.id)).audioKey).toBe((await rowOf(item, ada.id)).audioKey);
    const adaId = new URL(adas).pathname.split("/").pop();
    const benId = new URL(his).pathname.split("/").pop();
    expect((await play(his)).statusCode).toBe(200);
    expect((await play(adas.replace(`/${adaId}?`, `/${benId}?`))).statusCode).toBe(403);
    expect((await play(his.replace(`/${benId}?`, `/${adaId}?`))).statusCode).toBe(403);
  });

  it("refuses a link tampered with, expired, or made before the student recorded again", async () => {
    const item = await oneItem();
    const link = draftLink(await k.submit(item, { mark_completed: "0" }, ada.token, wav(2)));
    const url = new URL(link);
    const exp = Number(url.searchParams.get("exp"));
    const sig = url.searchParams.get("sig")!;
    const id = url.pathname.split("/").pop()!;
    const at = (query: string, path = id) => t.app.inject(`/forum/recordings/${path}${query}`);
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    for (const query of [
      "",
      `?exp=${exp}`,
      `?sig=${sig}`,
      `?exp=${exp}&sig=${flipped}`,
      `?exp=${exp + 900}&sig=${sig}`,
      `?exp=${exp}&sig=${sig.slice(0, 42)}`,
      `?exp=${exp}x&sig=${sig}`,
      `?exp=${exp}&exp=${exp}&sig=${sig}`,
      `?exp=99999999999999999999&sig=${sig}`,
    ]) {
      const res = await at(query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json(), query).toMatchObject({ error: "forbidden" });
    }
    // A well-formed link to a submission that does not exist reads like any other wrong link.
    expect((await at(`?exp=${exp}&sig=${sig}`, "999999")).statusCode).toBe(403);
    for (const odd of ["0", "abc", "1e3", String(2 ** 31), "-1"]) {
      expect((await at(`?exp=${exp}&sig=${sig}`, odd)).statusCode, odd).toBe(404);
    }

    // Made two hours ago with this server's secret: signed right, but past its time.
    const row = await rowOf(item, ada.id);
    const old = createRecordingLinks({
      secret: testJwtSecret,
      publicUrl: "http://forum.test",
      now: () => Date.now() - 2 * 60 * 60 * 1000,
    }).url(row.id, row.audioKey);
    expect((await play(old!)).statusCode).toBe(403);
    // Another server's secret.
    const foreign = createRecordingLinks({ secret: "x".repeat(48), publicUrl: "http://forum.test" });
    expect((await play(foreign.url(row.id, row.audioKey)!)).statusCode).toBe(403);

    // Recorded again: the old link stops, the new one plays the new recording.
    const again = wav(3);
    const fresh = draftLink(await k.submit(item, { mark_completed: "0" }, ada.token, again));
    expect((await play(link)).statusCode).toBe(403);
    const res = await play(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(again)).toBe(true);
  });

  it("plays any submission in the console's review queue through the admin's link", async () => {
    const voice = wav(2.5);
    const item = await oneItem();
    await k.submit(item, { translated_text: "Ọjà dà?", mark_completed: "1" }, ben.token, voice);
    const queue = await k.call(
      "GET",
      "/forum/api/v1/admin/submissions?status=submitted&per_page=50",
      undefined,
      boss.token,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = queue.json().data.find((s: { task_id: number }) => s.task_id === item);
    expect(mine.audio_url).toMatch(/^http:\/\/forum\.test\/forum\/recordings\/\d+\?exp=\d+&sig=[\w-]{43}$/);
    const part = await play(mine.audio_url, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(voice.subarray(0, 100))).toBe(true);
  });
});

describe("where recordings lie on disk", () => {
  it("beside the uploads folder, not under it: a web server pointed at uploads does not reach them", () => {
    expect(recordingsDirBeside("/data/uploads")).toBe("/data/uploads-recordings");
    expect(recordingsDirBeside("/data/uploads/")).toBe("/data/uploads-recordings");
  });
});

describe("a recording's link", () => {
  it("stays the same URL through a quarter hour (an <audio> is not reloaded by a refetch), and plays 60-75 min", () => {
    const quarter = Date.UTC(2026, 0, 5, 12, 0, 0);
    const at = (ms: number) =>
      createRecordingLinks({ secret: testJwtSecret, publicUrl: "http://forum.test", now: () => ms });
    const first = at(quarter + 1000).url(7, "recordings/a.wav")!;
    expect(at(quarter + 14 * 60_000).url(7, "recordings/a.wav")).toBe(first);
    expect(at(quarter + 15 * 60_000 + 1000).url(7, "recordings/a.wav")).not.toBe(first);
    for (const ms of [quarter + 1000, quarter + 14 * 60_000 + 59_000]) {
      const exp = Number(new URL(at(ms).url(7, "recordings/a.wav")!).searchParams.get("exp"));
      expect(exp * 1000 - ms).toBeGreaterThanOrEqual(60 * 60_000);
      expect(exp * 1000 - ms).toBeLessThanOrEqual(75 * 60_000);
    }
    expect(at(quarter).url(7, null)).toBeNull();
  });
});
