import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompress } from "../../../web/scripts/precompress.ts";
import { postsKit } from "../modules/posts/posts-test-kit.ts";
import { tempWebDist } from "../test/temp-web-dist.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../test/test-app.ts";

// A built app as `npm run build` leaves it: text files with the .br/.gz the precompress script writes beside them.
const webDist = tempWebDist({});
const write = (name: string, text: string) => fs.writeFileSync(path.join(webDist, name), text);
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join("\n");
const html = `<!doctype html><html><head><title>Forum</title></head><body>${lines(100, (i) => `<p>para ${i}</p>`)}</body></html>`;
const js = lines(200, (i) => `export const value${i} = () => console.info("value ${i}");`);
const css = lines(
  200,
  (i) => `.c${i} { margin: ${i}px; color: #${(i * 4321).toString(16).padStart(6, "0").slice(0, 6)}; }`,
);
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${lines(60, (i) => `<rect x="${i}" y="${i}" width="9" height="9"/>`)}</svg>`;
fs.mkdirSync(path.join(webDist, "assets"));
write("index.html", html);
write("assets/app-abc123.js", js);
write("favicon.svg", svg);
write("assets/tiny-abc123.js", "console.info(1)");
const precompressed = await precompress(webDist);
// Written after the script ran, so no .br/.gz: the server compresses this one as it streams it.
write("assets/app-abc123.css", css);
// A .br/.gz whose content is not the file's: what comes back shows which file was sent.
write("assets/marked-abc123.js", js);
fs.writeFileSync(path.join(webDist, "assets/marked-abc123.js.br"), zlib.brotliCompressSync("/* from the .br file */"));
fs.writeFileSync(path.join(webDist, "assets/marked-abc123.js.gz"), zlib.gzipSync("/* from the .gz file */"));

let t: TestApp;
let feedUrl: string;
beforeAll(async () => {
  t = await createTestApp({ webDist, writeRules: roomyWriteRules });
  const k = postsKit(t);
  const ada = await k.student("ada@example.com");
  const content = `<p>${"Deadline is Friday; bring your transcript and two passport photos. ".repeat(8)}</p>`;
  for (let i = 0; i < 20; i++) await k.post({ by: ada.id, title: `Scholarship question ${i}`, content, minutesAgo: i });
  feedUrl = "/forum/api/v1/posts?page=1";
});
afterAll(() => t.close());

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...headers } });

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString();

describe("compression of text answers", () => {
  const kinds: [string, () => string, () => string][] = [
    ["an HTML page (a client route, index.html filled in as it is sent)", () => "/forum/post/1234", () => html],
    // Its body also carries the feed's first page (platform/first-data.ts): checked by a piece of index.html below.
    ["the app's entry page (index.html from the build)", () => "/forum/", () => ""],
    ["a JS asset", () => "/forum/assets/app-abc123.js", () => js],
    ["a CSS asset (no .br/.gz beside it)", () => "/forum/assets/app-abc123.css", () => css],
    ["an SVG", () => "/forum/favicon.svg", () => svg],
    ["a JSON API answer above the threshold (a feed page of 20 posts)", () => feedUrl, () => ""],
  ];
  for (const [kind, url, original] of kinds) {
    it(`sends ${kind} as the client asks: brotli, gzip or plain`, async () => {
      const plain = await get(url());
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      if (original()) expect(plain.body).toBe(original());
      else expect(plain.body).toContain(url() === "/forum/" ? "<p>para 99</p>" : "Scholarship question 19");
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ["br", "gzip"]) {
        const res = await get(url(), encoding === "br" ? "br" : "gzip, deflate");
        expect(res.headers["content-encoding"], encoding).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(res.rawPayload, encoding)).toBe(plain.body);
        expect(res.headers["content-type"]).toBe(plain.headers["content-type"]);
        expect(res.headers["cache-control"]).toBe(plain.headers["cache-control"]);
      }
    });
  }

  it("answers a browser that takes both with brotli from the build's files, and gzip when compressing as it sends", async () => {
    const browser = "gzip, deflate, br, zstd";
    expect((await get("/forum/assets/app-abc123.js", browser)).headers["content-encoding"]).toBe("br");
    expect((await get(feedUrl, browser)).headers["content-encoding"]).toBe("gzip");
    expect((await get("/forum/", browser)).headers["content-encoding"]).toBe("gzip");
  });

  it("keeps today's cache headers: hashed assets immutable, pages revalidated", async () => {
    expect((await get("/forum/assets/app-abc123.js", "br")).headers["cache-control"]).toContain("immutable");
    expect((await get("/forum/", "br")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/forum/post/1234", "br")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends a built asset's own .br or .gz file, not a fresh compression", async () => {
    const br = await get("/forum/assets/marked-abc123.js", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(decode(br.rawPayload, "br")).toBe("/* from the .br file */");
    const gz = await get("/forum/assets/marked-abc123.js", "gzip");
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(webDist, "assets/marked-abc123.js.gz")))).toBe(true);
    expect((await get("/forum/assets/marked-abc123.js")).body).toBe(js);
  });

  it("leaves a small JSON answer plain", async () => {
    const res = await get("/forum/api/v1/health", "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("never compresses a byte range (206): its offsets count the file's own bytes", async () => {
    const res = await get("/forum/assets/app-abc123.css", "br, gzip", { range: "bytes=0-99" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(css.slice(0, 100));
    const built = await get("/forum/assets/app-abc123.js", "br, gzip", { range: "bytes=0-99" });
    expect(built.statusCode).toBe(206);
    expect(built.headers["content-encoding"]).toBeUndefined();
    expect(built.body).toBe(js.slice(0, 100));
    // Recordings are served by their own route, tested alike in modules/reward-tasks/submissions/recordings.test.ts.
    const name = "0123abcd.png";
    fs.writeFileSync(path.join(t.uploadsDir, name), Buffer.alloc(4096, 7));
    const media = await get(`/forum/uploads/${name}`, "br, gzip", { range: "bytes=100-199" });
    expect(media.statusCode).toBe(206);
    expect(media.headers["content-encoding"]).toBeUndefined();
    expect(media.rawPayload).toEqual(Buffer.alloc(100, 7));
  });

  it("never compresses media: a whole stored file goes as stored", async () => {
    const name = "0123abce.png";
    fs.writeFileSync(path.join(t.uploadsDir, name), Buffer.alloc(8192, 0));
    const res = await get(`/forum/uploads/${name}`, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.rawPayload.length).toBe(8192);
  });
});

describe("the precompress script (apps/web/scripts/precompress.ts)", () => {
  it("writes .br and .gz beside each text file of 1 KB or more, which decompress to the file", () => {
    expect(precompressed.sort()).toEqual(["assets/app-abc123.js", "favicon.svg", "index.html"]);
    for (const name of precompressed) {
      const file = path.join(webDist, name);
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), name).toBe(true);
    }
    expect(fs.readFileSync(path.join(webDist, "assets/tiny-abc123.js")).length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    expect(fs.existsSync(path.join(webDist, "assets/tiny-abc123.js.br"))).toBe(false);
  });
});

describe("headers on built assets", () => {
  it("leaves the page-only security headers off scripts and styles, and keeps them on pages", async () => {
    for (const url of ["/forum/assets/app-abc123.js", "/forum/assets/app-abc123.css"]) {
      const res = await get(url, "br");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-security-policy"], url).toBeUndefined();
      expect(res.headers["x-frame-options"], url).toBeUndefined();
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
    for (const url of ["/forum/", "/forum/post/1234", "/forum/favicon.svg"]) {
      const res = await get(url, "br");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
