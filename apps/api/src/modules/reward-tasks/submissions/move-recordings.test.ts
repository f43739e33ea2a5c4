import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemSubmissions } from "../../../db/schema/index.ts";
import { createS3Storage, s3Client } from "../../../platform/s3-storage.ts";
import { contentHashName, createDiskStorage, privateName, type Storage } from "../../../platform/storage.ts";
import { createTestApp, type TestApp, testJwtSecret } from "../../../test/test-app.ts";
import { startTestS3 } from "../../../test/test-s3.ts";
import { rewardTasksKit, wav } from "../reward-tasks-test-kit.ts";
import { moveRecordings } from "./move-recordings.ts";
import { createRecordingLinks } from "./recording-links.ts";
import { createRecordingsRepository } from "./recordings.repository.ts";

/** Recordings a release before issue 23.7 left in the public area, under the names its answers gave away. */
const s3 = await startTestS3();
afterAll(() => s3.close());
const client = s3Client(s3.config.url);
const log = pino({ level: "silent" });
const links = createRecordingLinks({ secret: testJwtSecret, publicUrl: "http://forum.test" });

describe.each([
  ["on disk", () => undefined],
  ["in a bucket", (): Storage => createS3Storage({ ...s3.config, publicUrl: "https://cdn.example.test" })],
])("recordings stored in public before, %s", (kind, storage: () => Storage | undefined) => {
  let t: TestApp;
  let k: ReturnType<typeof rewardTasksKit>;
  let store: Storage;
  const bucket = kind === "in a bucket";
  /** Writes a file into the public area as the old release did (the storage now refuses to). */
  const plant = async (name: string, data: Buffer) => {
    if (!bucket) fs.writeFileSync(path.join(t.uploadsDir, name), data);
    else await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: name, Body: data }));
  };
  const inPublic = async (name: string) =>
    bucket
      ? client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: name })).then(
          () => true,
          () => false,
        )
      : fs.existsSync(path.join(t.uploadsDir, name));
  beforeAll(async () => {
    const given = storage();
    t = await createTestApp({ storage: given });
    k = rewardTasksKit(t);
    // The app's own storage: the one it was given, or its disk storage in the test's uploads folder.
    store = given ?? createDiskStorage(t.uploadsDir);
  });
  afterAll(() => t.close());

  async function legacy(audioKey: string, items = 1) {
    const student = await k.student(`s${Math.random().toString(36).slice(2)}@uni.edu`);
    const { items: rows } = await k.assignment((await k.task()).id, items);
    const subs = [];
    for (const item of rows) {
      const [row] = await t.database.db
        .insert(itemSubmissions)
        .values({ itemId: item.id, userId: student.id, status: "submitted", audioKey, audioMime: "audio/wav" })
        .returning();
      subs.push(row!);
    }
    return subs;
  }
  const keyOf = async (id: number) =>
    (await t.database.db.select().from(itemSubmissions).where(eq(itemSubmissions.id, id)))[0]!.audioKey!;
  const play = (id: number, key: string, headers: Record<string, string> = {}) => {
    const url = new URL(links.url(id, key)!);
    return t.app.inject({ url: url.pathname + url.search, headers });
  };

  it("plays them meanwhile through a signed link only, then moves each file once, and again changes nothing", async () => {
    const voice = wav(2);
    const name = contentHashName(voice, "wav");
    await plant(name, voice);
    // Two submissions named the same file (the same bytes sent twice).
    const [one, two] = await legacy(`/forum/uploads/${name}`, 2);
    const lost = contentHashName(Buffer.from("never stored"), "m4a");
    const [gone] = await legacy(`/forum/uploads/${lost}`);

    expect((await t.app.inject(`/forum/uploads/${name}`)).statusCode).toBe(404);
    const before = await play(one!.id, `/forum/uploads/${name}`, { range: "bytes=0-3" });
    expect(before.statusCode).toBe(206);
    expect(before.rawPayload.toString()).toBe("RIFF");

    const repo = createRecordingsRepository(t.database.db);
    const first = await moveRecordings({ repo, storage: store, log });
    expect(first.moved).toBe(1);
    expect(first.missing).toEqual([`/forum/uploads/${lost}`]);
    const to = `recordings/${privateName(voice, "wav")}`;
    expect(await keyOf(one!.id)).toBe(to);
    expect(await keyOf(two!.id)).toBe(to);
    expect(await keyOf(gone!.id)).toBe(`/forum/uploads/${lost}`);
    expect(await inPublic(name)).toBe(false);
    const after = await play(two!.id, to);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(voice)).toBe(true);
    // A link made before the move signed the old key: it stops, and the owner's next answer carries a new one.
    expect((await play(one!.id, `/forum/uploads/${name}`)).statusCode).toBe(403);

    expect(await moveRecordings({ repo, storage: store, log })).toEqual({
      moved: 0,
      missing: [`/forum/uploads/${lost}`],
    });
    expect(await keyOf(one!.id)).toBe(to);
  });

  it("runs by itself once the server listens", async () => {
    const voice = wav(1.5);
    const name = contentHashName(voice, "wav");
    await plant(name, voice);
    const [sub] = await legacy(`/forum/uploads/${name}`);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await t.settled!();
    expect(await keyOf(sub!.id)).toBe(`recordings/${privateName(voice, "wav")}`);
    expect(await inPublic(name)).toBe(false);
  });
});
