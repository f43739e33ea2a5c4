import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, users } from "../db/schema/index.ts";
import { adsKit } from "../modules/advertising/advertising-test-kit.ts";
import { postsKit } from "../modules/posts/posts-test-kit.ts";
import { tempWebDist } from "../test/temp-web-dist.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { originOfRequest } from "./request-origin.ts";

const webDist = tempWebDist({
  "index.html": "<!doctype html><html><head><title>F</title></head><body></body></html>",
});

const image = "/forum/uploads/abc-800x600.webp";
const feed = "/forum/api/v1/posts?parents_only=1&per_page=1";

/** Two published posts with a picture, by a student with a profile picture: a first page with a next one. */
async function twoPostsWithImages(t: TestApp) {
  const k = postsKit(t);
  const ada = await k.student("ada@example.com");
  await t.database.db.update(users).set({ profileImage: "/forum/uploads/face.webp" }).where(eq(users.id, ada.id));
  const rows = [];
  for (const title of ["First", "Second"]) {
    const row = await k.post({ by: ada.id, title });
    await t.database.db
      .update(posts)
      .set({ images: [image] })
      .where(eq(posts.id, row.id));
    rows.push(row);
  }
  return rows;
}

const firstData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "null");

describe("PUBLIC_URL unset: links on the request's own origin", () => {
  let t: TestApp;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp({ originFromRequest: true, webDist });
    uuid = (await twoPostsWithImages(t))[0]!.uuid;
  });
  afterAll(() => t.close());

  const feedAs = (host: string) => t.app.inject({ url: feed, headers: { host } });

  it("answers images and next_page_url on 127.0.0.1:X to 127.0.0.1:X and on localhost:X to localhost:X", async () => {
    for (const origin of ["http://127.0.0.1:4173", "http://localhost:4173"]) {
      const page = (await feedAs(new URL(origin).host)).json();
      expect(page.data[0].images).toEqual([`${origin}${image}`]);
      expect(page.data[0].user.meta.profile_image).toBe(`${origin}/forum/uploads/face.webp`);
      expect(page.next_page_url).toBe(`${origin}/forum/api/v1/posts?parents_only=1&page=2&per_page=1`);
    }
  });

  it("puts a post page's first data and its image preload on the request's origin (a client route)", async () => {
    const page = await t.app.inject({ url: `/forum/post/${uuid}`, headers: { host: "127.0.0.1:4173" } });
    expect(firstData(page.body).post.answer.data.images).toEqual([`http://127.0.0.1:4173${image}`]);
    expect(page.body).toMatch(/<link rel="preload"[^>]*http:\/\/127\.0\.0\.1:4173\/forum\/uploads\//);
  });

  it("answers the sponsored card's picture and click link on the request's origin", async () => {
    const a = adsKit(t);
    const owner = await a.student("owner@example.com");
    const id = await a.running(owner.id, 1, { image: "/forum/uploads/ad.webp" });
    a.ads.placement.invalidate();
    for (const origin of ["http://127.0.0.1:4173", "http://localhost:4173"]) {
      const headers = { host: new URL(origin).host };
      const ad = (await t.app.inject({ url: "/forum/api/v1/advertisements/placement", headers })).json().data;
      expect(ad.image).toBe(`${origin}/forum/uploads/ad.webp`);
      expect(ad.click_url).toBe(`${origin}/forum/api/v1/advertisements/${id}/click`);
    }
  });

  it("never answers one Host's links to another: a forged Host's cached guest page stays its own", async () => {
    // Guests share a cached feed page and the home page's first data: asked first with a forged Host.
    const forged = await t.app.inject({ url: "/forum/", headers: { host: "evil.example" } });
    expect(firstData(forged.body).feed.data[0].images[0]).toBe(`http://evil.example${image}`);
    expect((await feedAs("evil.example")).json().next_page_url).toMatch(/^http:\/\/evil\.example\//);

    const home = await t.app.inject({ url: "/forum/", headers: { host: "localhost:4173" } });
    expect(home.body).not.toContain("evil.example");
    expect(firstData(home.body).feed.data[0].images[0]).toBe(`http://localhost:4173${image}`);
    expect(JSON.stringify((await feedAs("localhost:4173")).json())).not.toContain("evil.example");
  });

  it("keeps a picture of ours pasted into a post from a page on the writer's origin, and no other", async () => {
    const k = postsKit(t);
    const ben = await k.student("ben@example.com");
    const content = [
      `http://127.0.0.1:4173${image}`,
      `http://forum.test${image}`,
      "http://evil.example/forum/uploads/x.webp",
    ]
      .map((src) => `<p><img src="${src}"></p>`)
      .join("");
    const res = await t.app.inject({
      method: "POST",
      url: "/forum/api/v1/posts",
      headers: { host: "127.0.0.1:4173", authorization: `Bearer ${ben.token}` },
      payload: { title: "Pasted pictures", content: `<p>Three pictures.</p>${content}` },
    });
    expect(res.statusCode).toBe(201);
    const srcs = [...res.json().data.content.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual([`http://127.0.0.1:4173${image}`, `http://forum.test${image}`]);
    // The feed's first page stays the two posts with pictures the other tests read.
    await t.database.db.delete(posts).where(eq(posts.uuid, res.json().uuid));
  });

  it("ignores forwarded host and scheme headers when no proxy is trusted: any client could send them", async () => {
    const headers = { host: "127.0.0.1:4173", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const page = (await t.app.inject({ url: feed, headers })).json();
    expect(page.data[0].images).toEqual([`http://127.0.0.1:4173${image}`]);
    expect(page.next_page_url).toMatch(/^http:\/\/127\.0\.0\.1:4173\/forum\/api\/v1\/posts\?/);
  });

  it("writes nothing of a malformed Host into a link: the default origin stands in", async () => {
    for (const host of ["evil.example/<x>", "a b", "x".repeat(300), "localhost:99999", "[::1"]) {
      const page = (await feedAs(host)).json();
      expect(page.data[0].images, host).toEqual([`http://forum.test${image}`]);
      expect(page.next_page_url, host).toMatch(/^http:\/\/forum\.test\//);
    }
  });
});

describe("behind a trusted proxy (TRUST_PROXY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ originFromRequest: true, trustProxy: true });
    await twoPostsWithImages(t);
  });
  afterAll(() => t.close());

  it("builds links on the forwarded host and scheme", async () => {
    const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "forum.example.org", "x-forwarded-proto": "https" };
    const page = (await t.app.inject({ url: feed, headers })).json();
    expect(page.data[0].images).toEqual([`https://forum.example.org${image}`]);
    expect(page.next_page_url).toMatch(/^https:\/\/forum\.example\.org\/forum\/api\/v1\/posts\?/);
  });
});

describe("PUBLIC_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await twoPostsWithImages(t);
  });
  afterAll(() => t.close());

  it("is the one origin of every link, whatever the Host", async () => {
    for (const host of ["127.0.0.1:4173", "localhost:4173", "evil.example"]) {
      const page = (await t.app.inject({ url: feed, headers: { host } })).json();
      expect(page.data[0].images).toEqual([`http://forum.test${image}`]);
      expect(page.next_page_url).toBe("http://forum.test/forum/api/v1/posts?parents_only=1&page=2&per_page=1");
    }
  });
});

describe("originOfRequest", () => {
  const of = (host: string, protocol: "http" | "https" = "http") => originOfRequest({ host, protocol });

  it("takes a host name, an IPv4 or a bracketed IPv6 address, with a port, lower-cased", () => {
    expect(of("Forum.Example.org")).toBe("http://forum.example.org");
    expect(of("127.0.0.1:3000", "https")).toBe("https://127.0.0.1:3000");
    expect(of("[::1]:3000")).toBe("http://[::1]:3000");
  });

  it("refuses what is not a host[:port]", () => {
    for (const host of ["", "a/b", "a@b", "a b", "-a.example", "a.example:", "a:70000", `${"a".repeat(64)}.example`]) {
      expect(of(host), host).toBeNull();
    }
  });
});
