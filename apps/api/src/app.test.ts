import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { createMemoryMailer } from "./platform/mailer.ts";
import { openTestDatabase } from "./test/test-db.ts";

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "forum-web-"));
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-up-"));
fs.mkdirSync(path.join(webDist, "assets"));
// As the build writes it: the navigation bar drawn before the app runs sits between markers.
const staticBar = '<!-- static-bar --><div class="fixed">Student Forum</div><!-- /static-bar -->';
fs.writeFileSync(
  path.join(webDist, "index.html"),
  `<!doctype html><title>Forum</title><body><div id="root">${staticBar}</div></body>`,
);
fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.info(1)");
fs.writeFileSync(path.join(uploadsDir, "0123abcd.webp"), "RIFF0000WEBP");

const database = await openTestDatabase();
const app = await buildApp({
  db: database.db,
  mailer: createMemoryMailer(),
  jwtSecret: "s".repeat(40),
  publicUrl: "http://forum.test",
  webDist,
  uploadsDir,
});
app.get("/forum/api/v1/boom", async () => {
  throw new Error("secret database detail");
});
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the web app", () => {
  it("redirects / to /forum/", async () => {
    const res = await app.inject("/");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/forum/");
  });

  it("serves index.html for client routes, never cached, with a CSP", async () => {
    for (const url of ["/forum/", "/forum/login", "/forum/post/1234?title=x", "/forum/profile/3"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("draws the navigation bar before the app runs, except on pages without one (login, sign-up)", async () => {
    for (const url of ["/forum/", "/forum/post/1234", "/forum/profile/3", "/forum/login-help"])
      expect((await app.inject(url)).body, url).toContain('<div class="fixed">Student Forum</div>');
    for (const url of ["/forum/login", "/forum/signup/", "/forum/reset-password?token=abc", "/forum/verify-token"]) {
      const body = (await app.inject(url)).body;
      expect(body, url).not.toContain("Student Forum</div>");
      expect(body, url).toContain('<div id="root"></div>');
    }
  });

  it("caches hashed assets and uploads for a year", async () => {
    const asset = await app.inject("/forum/assets/app-abc123.js");
    expect(asset.headers["cache-control"]).toContain("immutable");
    const upload = await app.inject("/forum/uploads/0123abcd.webp");
    expect(upload.statusCode).toBe(200);
    expect(upload.headers["cache-control"]).toContain("max-age=31536000");
  });

  it("lets pages on another origin than PUBLIC_URL show stored images (localhost against 127.0.0.1, a CDN)", async () => {
    const page = await app.inject("/forum/");
    expect(page.headers["content-security-policy"]).toMatch(/img-src 'self' http:\/\/forum\.test /);
    const upload = await app.inject("/forum/uploads/0123abcd.webp");
    expect(upload.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("answers unknown API paths, missing uploads and recordings with a JSON 404, not the app", async () => {
    for (const url of [
      "/forum/api/v1/nope",
      "/api/nope",
      "/forum/uploads/missing.webp",
      "/forum/recordings",
      "/forum/recordings/",
      "/forum/recordings/nope",
      "/forum/recordings/1/more",
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: "not_found" });
    }
  });
});

describe("the API platform", () => {
  it("hides 5xx details", async () => {
    const res = await app.inject("/forum/api/v1/boom");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "An unexpected error occurred.", error: "internal_error" });
  });

  it("publishes OpenAPI generated from the contract schemas", async () => {
    const res = await app.inject("/forum/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v2/auth/register", "/api/v2/auth/login", "/api/user/profile"]),
    );
    expect(JSON.stringify(doc.paths["/api/v2/auth/register"])).toContain("email");
    expect((await app.inject("/forum/api/docs")).statusCode).toBeLessThan(400);
  });

  it("answers health with a database round trip", async () => {
    expect((await app.inject("/forum/api/v1/health")).json()).toEqual({ status: "ok" });
  });
});
