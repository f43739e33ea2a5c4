import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { contentMessages, imageMessages, limits } from "@forum/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, roomyWriteRules, type TestApp } from "../../test/test-app.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };

const create = (content: string, extra: object = {}) =>
  k.call("POST", "/forum/api/v1/posts", { title: "Limits", content, ...extra }, ada.token);
const refusedOnContent = (
  res: { statusCode: number; json: () => { message: string; error: unknown } },
  text: string,
) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: text, error: { content: [text] } });
};

beforeAll(async () => {
  // Many saves by one student: the throttle has its own tests.
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
});
afterAll(() => t.close());

describe("content limits (64 KB of HTML, 20,000 characters of text, 20 levels)", () => {
  it("refuses more than 64 KB of HTML by its schema, the 1 MB payloads of the attack included", async () => {
    refusedOnContent(await create(`<p>${"x".repeat(limits.contentHtmlMax - 7 + 1)}</p>`), contentMessages.htmlTooLong);
    refusedOnContent(await create("<b>".repeat(349_525)), contentMessages.htmlTooLong);
    refusedOnContent(await create("a.com ".repeat(174_763)), contentMessages.htmlTooLong);
    // The same bound on an edit.
    const uuid = (await create("<p>Short</p>")).json().uuid;
    const edit = await k.call("PUT", `/forum/api/v1/posts/${uuid}/edit`, { content: "b".repeat(70_000) }, ada.token);
    refusedOnContent(edit, contentMessages.htmlTooLong);
  });

  it("takes exactly 20,000 characters of text and refuses one more", async () => {
    expect((await create(`<p>${"x".repeat(limits.contentTextMax)}</p>`)).statusCode).toBe(201);
    refusedOnContent(await create(`<p>${"x".repeat(limits.contentTextMax + 1)}</p>`), contentMessages.textTooLong);
    // Text, not markup: 15,000 characters in bold paragraphs are well within the bound.
    const bold = `<p><strong>${"word ".repeat(300)}</strong></p>`.repeat(10);
    expect((await create(bold)).statusCode).toBe(201);
  });

  it("refuses HTML nested deeper than 20 levels before sanitising it, and takes 20", async () => {
    const nested = (depth: number) => `${"<span>".repeat(depth)}deep${"</span>".repeat(depth)}`;
    expect((await create(nested(limits.contentDepthMax))).statusCode).toBe(201);
    refusedOnContent(await create(nested(limits.contentDepthMax + 1)), contentMessages.tooDeep);
    refusedOnContent(await create(`<p>${"<b>".repeat(20_000)}x</p>`), contentMessages.tooDeep);
  });

  it("refuses HTML that sanitising would make longer than 64 KB (escaped text, closed paragraphs)", async () => {
    refusedOnContent(await create("<p>x".repeat(16_000)), contentMessages.htmlTooLong);
    refusedOnContent(await create("<".repeat(60_000)), contentMessages.htmlTooLong);
  });

  it("stores at most 64 KB however many bare links the text holds", async () => {
    const res = await create(`<p>${"a.com ".repeat(3_300)}</p>`);
    expect(res.statusCode).toBe(201);
    const content: string = res.json().data.content;
    expect(content.length).toBeLessThanOrEqual(limits.contentHtmlMax);
    expect(content).toContain('<a href="https://a.com" target="_blank" rel="noopener nofollow ugc">a.com</a>');
  });
});

describe("image limits", () => {
  const png = async (width: number, height: number) => {
    const buf = await sharp({ create: { width, height, channels: 3, background: "#15803d" } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${buf.toString("base64")}`;
  };

  it("refuses an image over 24 megapixels with a 422 on images, and stores nothing", async () => {
    const stored = fs.readdirSync(t.uploadsDir).length;
    const res = await create("<p>Campus map</p>", { images: [await png(6_000, 4_100)] });
    expect(res.statusCode).toBe(422);
    expect(fs.readdirSync(t.uploadsDir)).toHaveLength(stored);
    expect(res.json()).toEqual({
      message: imageMessages.tooManyPixels,
      error: { images: [imageMessages.tooManyPixels] },
    });
  });

  it("still takes a normal picture, re-encoded", async () => {
    const res = await create("<p>Campus map</p>", { images: [await png(1_200, 800)] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images[0]).toMatch(/\.webp$/);
  });
});

describe("one request cannot stall another", () => {
  it("sanitises hostile content off the event loop and answers a cheap call meanwhile", async () => {
    // The costliest 64 KB found (20-35 ms of sanitising each, then refused: too long once sanitised), many at once;
    // the 1 MB payloads of the attack (once 112 s each) are refused before any work.
    const costly = ["<li>x".repeat(13_107), '<a href="a.com">x</a>'.repeat(3_120), "<p>x".repeat(16_384)];
    const hostile = [
      ...Array.from({ length: 5 }, () => costly).flat(),
      "<b>".repeat(349_525),
      "a.com ".repeat(174_763),
    ];
    // Warm: the pool starts on first use, and a route's first call compiles its schemas.
    await Promise.all([k.get("/categories"), create("<p>warm</p>"), create(costly[0]!)]);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const cpuBefore = process.threadCpuUsage();
    delay.enable();
    const writes = Promise.all(hostile.map((content) => create(content)));
    const cheap = await k.get("/categories");
    const answers = await writes;
    delay.disable();
    const cpu = process.threadCpuUsage(cpuBefore);
    expect(cheap.statusCode).toBe(200);
    expect(answers.every((r) => r.statusCode === 422)).toBe(true);
    // This thread's CPU time (the app's event loop and this test) is the precise measure: about 100 ms, and sanitising
    // here would add some 500 ms. CPU time too grows on a crowded machine (305 ms seen with a benchmark and a browser
    // running beside the suite), so the bound sits between that and the 600 ms of sanitising here. The loop's delay is
    // wall-clock: it also counts the time other processes take of a busy machine's cores (up to 500 ms seen at a load
    // of 11 on 2 cores, with 100 ms of CPU here), so its bound is generous; before the limits and the pool one such
    // request held the loop for 112 s.
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(450);
    expect(delay.max / 1e6).toBeLessThan(1_000);
  });
});
