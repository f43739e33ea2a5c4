import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3 } from "../test/test-s3.ts";
import { createS3Storage, s3Client } from "./s3-storage.ts";
import { contentHashName, createDiskStorage, type Storage } from "./storage.ts";
import { registerUploads } from "./uploads.ts";

const s3 = await startTestS3();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-uploads-test-"));
const recordingsDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-recordings-test-"));
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(recordingsDir, { recursive: true, force: true });
});
const client = s3Client(s3.config.url);
const inBucket = (Key: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key })).then(
    () => true,
    () => false,
  );
/** A file as a release before issue 23.7 left it in the public area (written past the storage, which now refuses). */
const disk = {
  plant: async (name: string, data: Buffer) => fs.writeFileSync(path.join(dir, name), data),
  holds: async (key: string) =>
    fs.existsSync(path.join(key.startsWith("recordings/") ? recordingsDir : dir, key.replace(/^recordings\//, ""))),
};
const bucket = {
  plant: async (name: string, data: Buffer) =>
    void (await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: name, Body: data }))),
  holds: inBucket,
};

// 1,000 bytes whose every position is recognisable, so a range's bytes can be checked exactly.
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

describe.each([
  ["disk", () => createDiskStorage(dir, recordingsDir), disk],
  ["an S3-compatible bucket", () => createS3Storage(s3.config), bucket],
])("stored files on %s, served under /forum/uploads/", (_kind, make: () => Storage, where: typeof disk) => {
  const storage = make();
  const app = Fastify();
  let url: string;
  beforeAll(async () => {
    await registerUploads(app, storage);
    url = await storage.put(bytes, "png");
  });
  afterAll(() => app.close());
  const get = (path: string, headers: Record<string, string> = {}) => app.inject({ url: path, headers });

  it("stores under a content-hash name and answers the bytes with a year's cache, its type, nosniff and CORP", async () => {
    expect(url).toMatch(/^\/forum\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await storage.put(bytes, "png")).toBe(url); // same bytes, same file
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": "1000",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "cross-origin",
      "accept-ranges": "bytes",
    });
  });

  it("answers one range with 206: from-to, from, and the last bytes", async () => {
    const cases: Array<[string, number, number]> = [
      ["bytes=100-199", 100, 199],
      ["bytes=990-", 990, 999],
      ["bytes=-10", 990, 999],
      ["bytes=900-5000", 900, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers["content-range"], range).toBe(`bytes ${start}-${end}/1000`);
      expect(res.headers["content-length"], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 for a range past the end, and the whole file for a range it does not honour", async () => {
    expect((await get(url, { range: "bytes=1000-" })).statusCode).toBe(416);
    const several = await get(url, { range: "bytes=0-1,5-9" });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(1000);
  });

  it("answers 304 to a browser that has the file, HEAD without a body", async () => {
    const first = await get(url);
    const again = await get(url, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("1000");
    expect(head.rawPayload.length).toBe(0);
  });

  it("answers 404, not cached, for a missing file and for anything that is not a stored name", async () => {
    for (const path of [
      `/forum/uploads/${"0".repeat(32)}.webp`,
      "/forum/uploads/..%2F..%2Fetc%2Fpasswd",
      "/forum/uploads/.env",
      "/forum/uploads/a%00b.webp",
      `/forum/uploads/${"a".repeat(80)}.webp`, // longer than any stored name
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ error: "not_found" });
      expect(res.headers["cache-control"], path).toBeUndefined();
    }
  });

  it("removes a stored file, twice without error, and nothing that is not a stored path", async () => {
    const other = await storage.put(Buffer.from("another file"), "webp");
    await storage.remove("/forum/uploads/../../etc/passwd");
    await storage.remove("https://elsewhere.example/forum/uploads/x.webp");
    expect((await get(other)).statusCode).toBe(200);
    await storage.remove(other);
    await storage.remove(other);
    expect((await get(other)).statusCode).toBe(404);
  });

  it("never serves a recording (issue 23.7): no audio name is answered, not even a file left from before", async () => {
    for (const ext of ["wav", "mp3", "m4a", "mp4", "webm", "ogg", "oga", "opus", "aac"]) {
      const name = contentHashName(Buffer.from(`a recording ${ext}`), ext);
      await where.plant(name, bytes);
      for (const headers of [{}, { range: "bytes=0-9" }] as Record<string, string>[]) {
        const res = await get(`/forum/uploads/${name}`, headers);
        expect(res.statusCode, name).toBe(404);
        expect(res.rawPayload.includes(bytes.subarray(0, 10)), name).toBe(false);
      }
    }
  });

  it("stores no recording in the public area: put refuses every audio name", async () => {
    for (const ext of ["wav", "mp3", "m4a", "webm", "ogg"]) {
      await expect(storage.put(bytes, ext), ext).rejects.toThrow(/never stored in public/);
      await expect(storage.putAs(`${"b".repeat(32)}.${ext}`, bytes), ext).rejects.toThrow(/never stored in public/);
    }
  });

  it("keeps recordings in an area apart, by a name the public one cannot be turned into, with ranges", async () => {
    const voice = Buffer.concat([Buffer.from("RIFF"), bytes]);
    const key = await storage.recordings.put(voice, "wav");
    expect(key).toMatch(/^recordings\/[0-9a-f]{32}\.wav$/);
    expect(await storage.recordings.put(voice, "wav")).toBe(key); // same bytes, same file
    const publicName = contentHashName(voice, "wav");
    expect(key).not.toContain(publicName.slice(0, 32));
    expect(await where.holds(key)).toBe(true);
    expect(await where.holds(publicName)).toBe(false);
    expect(await where.holds(`recordings/${publicName}`)).toBe(false);
    expect((await get(`/forum/uploads/${key.slice("recordings/".length)}`)).statusCode).toBe(404);

    const whole = await storage.recordings.read(key);
    expect(whole && !("unsatisfiable" in whole) && whole.size).toBe(voice.length);
    const part = await storage.recordings.read(key, { start: 4, end: 13 });
    if (!part || "unsatisfiable" in part) throw new Error("no range");
    expect(Buffer.concat(await part.body.toArray()).equals(bytes.subarray(0, 10))).toBe(true);
    // Keys of the area only: no public name, no path.
    expect(await storage.recordings.read(publicName)).toBeNull();
    expect(await storage.recordings.read(`recordings/../${publicName}`)).toBeNull();
    await storage.recordings.remove(key);
    await storage.recordings.remove(key);
    expect(await storage.recordings.read(key)).toBeNull();
  });
});
