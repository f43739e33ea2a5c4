import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { responsiveSources, variantName } from "@forum/contract/helpers";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createVariantMaker, storeSizedImage } from "./image-variants.ts";
import { createDiskStorage } from "./storage.ts";
import { registerUploads } from "./uploads.ts";
import { createWorkers } from "./workers/workers.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-variants-test-"));
const storage = createDiskStorage(dir);
const workers = createWorkers({ threads: 1 });
const makeVariant = createVariantMaker(storage, workers);
const app = Fastify();
beforeAll(async () => {
  await registerUploads(app, storage, makeVariant);
  // The thread's start (tsx loading the tasks) is not what the timing below measures.
  await workers.images.reencode(await photo(64, 64), { maxSide: 64, variants: true });
});
afterAll(async () => {
  await app.close();
  await workers.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A photo-like picture (noise compresses badly, as photos do), `width` by `height`, as a phone would send it. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .jpeg()
    .toBuffer();
const nameOf = (storedPath: string) => storedPath.slice("/forum/uploads/".length);
const get = (name: string) => app.inject(`/forum/uploads/${name}`);
const yearLong = "public, max-age=31536000, immutable";

describe("an image stored with its width variants", () => {
  it("stores the original under its sized name and AVIF and WebP at 360, 720 and 1200 px, served a year", async () => {
    const upload = await photo(2000, 1250);
    const started = performance.now();
    const image = await workers.images.reencode(upload, { maxSide: 1600, variants: true });
    const stored = await storeSizedImage(storage, image);
    // The cost of one upload with its six variants (AVIF at effort 2), for the report.
    console.info(`re-encoded 2000x1250 with 6 variants in ${Math.round(performance.now() - started)} ms`);
    const name = nameOf(stored);
    expect(name).toMatch(/^[0-9a-f]{32}-1600x1000\.webp$/);
    for (const width of [360, 720, 1200]) {
      for (const [format, type, sharpFormat] of [
        ["avif", "image/avif", "heif"],
        ["webp", "image/webp", "webp"],
      ] as const) {
        const res = await get(variantName(name, width, format));
        expect(res.statusCode, `${width} ${format}`).toBe(200);
        expect(res.headers["content-type"]).toBe(type);
        expect(res.headers["cache-control"]).toBe(yearLong);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(sharpFormat);
        if (format === "avif") expect(meta.compression).toBe("av1");
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 1000) / 1600)]);
      }
    }
    // What the web builds from the answer's URL names exactly these files.
    expect(responsiveSources(`https://forum.example/forum/uploads/${name}`)?.avif).toBe(
      [360, 720, 1200]
        .map((w) => `https://forum.example/forum/uploads/${variantName(name, w, "avif")} ${w}w`)
        .concat(`https://forum.example/forum/uploads/${name} 1600w`)
        .join(", "),
    );
  });

  it("has no variant as wide as the original or wider, and will not make one when asked", async () => {
    const variant = vi.spyOn(workers.images, "variant");
    const name = nameOf(
      await storeSizedImage(
        storage,
        await workers.images.reencode(await photo(500, 300), { maxSide: 1600, variants: true }),
      ),
    );
    expect(name).toMatch(/-500x300\.webp$/);
    expect((await get(variantName(name, 360, "avif"))).statusCode).toBe(200);
    expect((await get(variantName(name, 720, "avif"))).statusCode).toBe(404);
    expect((await get(variantName(name, 1200, "webp"))).statusCode).toBe(404);
    expect(variant).not.toHaveBeenCalled();
    variant.mockRestore();
  });

  it("removes its variants with it", async () => {
    const name = nameOf(
      await storeSizedImage(
        storage,
        await workers.images.reencode(await photo(800, 600), { maxSide: 1600, variants: true }),
      ),
    );
    await storage.remove(`/forum/uploads/${name}`);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(name.slice(0, 32)))).toEqual([]);
  });
});

describe("variants of images stored before (made on first request)", () => {
  let old: string;
  beforeAll(async () => {
    const { data } = await workers.images.reencode(await photo(1000, 500), { maxSide: 1600 });
    old = nameOf(await storage.put(data, "webp"));
  });

  it("makes a missing variant once, in the pool, for requests that come together, then serves the stored file", async () => {
    const variant = vi.spyOn(workers.images, "variant");
    const want = variantName(old, 720, "avif");
    const answers = await Promise.all([get(want), get(want), get(want)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/avif");
      expect(res.headers["cache-control"]).toBe(yearLong);
    }
    expect(variant).toHaveBeenCalledTimes(1);
    expect((await sharp(answers[0]?.rawPayload).metadata()).width).toBe(720);
    expect(fs.existsSync(path.join(dir, want))).toBe(true);
    expect((await get(want)).statusCode).toBe(200);
    expect(variant).toHaveBeenCalledTimes(1);
    variant.mockRestore();
  });

  it("never makes one wider than the original: the 1200 px variant of a 1000 px picture is 1000 px", async () => {
    const res = await get(variantName(old, 1200, "webp"));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1000);
  });

  it("refuses, without any work, other widths, other formats, missing originals and names with a path", async () => {
    const variant = vi.spyOn(workers.images, "variant");
    const stem = old.slice(0, -".webp".length);
    // A hash one character off the picture's (the picture's is random: its own last character would name it).
    const audio = `${stem.slice(0, 31)}${stem[31] === "a" ? "b" : "a"}`;
    fs.writeFileSync(path.join(dir, `${audio}.mp3`), "not an image");
    for (const name of [
      `${stem}-w500.avif`,
      `${stem}-w7200.webp`,
      `${stem}-w720.png`,
      `${stem}-w720.jpg`,
      `${"0".repeat(32)}-w720.avif`,
      `${audio}-w360.avif`, // its "original" is audio, not an image of ours
      `..%2F..%2F${stem}-w720.avif`,
      `..%2F${stem}-w360.avif`,
    ]) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.headers["cache-control"], name).toBeUndefined();
    }
    expect(variant).not.toHaveBeenCalled();
    variant.mockRestore();
  });

  it("serves the original, not cached, when the variant cannot be made now, and does not try again at once", async () => {
    const failing = vi.spyOn(workers.images, "variant").mockRejectedValue(new Error("pool full"));
    const want = variantName(old, 360, "webp");
    for (let i = 0; i < 3; i++) {
      const res = await get(want);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1000);
    }
    // A guest asking again and again costs the pool one attempt, not one a request.
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
  });

  it("makes at most two at once: a third variant asked meanwhile gets the original", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = workers.images.variant.bind(workers.images);
    const slow = vi.spyOn(workers.images, "variant").mockImplementation(async (...args) => {
      await gate;
      return real(...args);
    });
    const [a, b] = [variantName(old, 360, "avif"), variantName(old, 720, "webp")];
    const first = Promise.all([get(a), get(b)]);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(2));
    const third = await get(variantName(old, 1200, "avif"));
    expect(third.headers["cache-control"]).toBe("no-store");
    expect(third.headers["content-type"]).toBe("image/webp");
    release();
    for (const res of await first) expect(res.headers["cache-control"]).toBe(yearLong);
    slow.mockRestore();
  });
});
