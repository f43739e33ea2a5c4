import { contentMessages, imageMessages, messages } from "@forum/contract";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../error-handler.ts";
import { serviceBusy } from "../errors.ts";
import { createWorkers } from "./workers.ts";

const stalling = createWorkers({
  filename: new URL("./test-tasks.mjs", import.meta.url).href,
  threads: 1,
  htmlBudgetMs: 200,
  imageBudgetMs: 200,
});
const real = createWorkers({ threads: 1 });
afterAll(() => Promise.all([stalling.close(), real.close()]));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

describe("workers: the app's tasks in the pool", () => {
  it("sanitises HTML in a thread and answers its text", async () => {
    const out = await real.html.sanitize('<p onclick="x()">Hi <b>all</b> at unilag.edu.ng</p><script>x</script>', {
      publicUrl: "https://forum.example",
    });
    expect(out.html).toBe(
      '<p>Hi <b>all</b> at <a href="https://unilag.edu.ng" target="_blank" rel="noopener nofollow ugc">unilag.edu.ng</a></p>',
    );
    expect(out.text).toBe("Hi all at unilag.edu.ng");
  });

  it("refuses deep nesting on the event loop, before any thread is asked", async () => {
    await expect(stalling.html.sanitize("<i>".repeat(21), { publicUrl: "" })).rejects.toMatchObject({
      status: 422,
      fields: { content: [contentMessages.tooDeep] },
    });
  });

  it("ends HTML past its time budget with a 422 on content", async () => {
    await expect(stalling.html.sanitize("<p>x</p>", { publicUrl: "" })).rejects.toMatchObject({
      status: 422,
      fields: { content: [contentMessages.tooComplex] },
    });
  });

  it("ends an image past its time budget with a 422", async () => {
    await expect(stalling.images.reencode(await png(10, 10), { maxSide: 10 })).rejects.toMatchObject({
      status: 422,
      message: imageMessages.tooComplex,
    });
  });

  it("re-encodes a picture in a thread, and refuses one over 24 megapixels from its header", async () => {
    const out = await real.images.reencode(await png(300, 200), { maxSide: 100 });
    expect(Buffer.isBuffer(out.data)).toBe(true);
    expect(await sharp(out.data).metadata()).toMatchObject({ format: "webp", width: 100, height: 67 });
    await expect(real.images.reencode(await png(6_000, 4_100), { maxSide: 100 })).rejects.toMatchObject({
      status: 422,
      message: imageMessages.tooManyPixels,
    });
    await expect(real.images.reencode(Buffer.from("not an image"), { maxSide: 100 })).rejects.toMatchObject({
      message: imageMessages.notAnImage,
    });
  });
});

describe("a full pool's 503", () => {
  it("is answered with Retry-After and the error body", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/busy", async () => {
      throw serviceBusy(5);
    });
    const res = await app.inject({ method: "GET", url: "/busy" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ message: messages.errors.busy, error: "server_busy" });
    await app.close();
  });
});
