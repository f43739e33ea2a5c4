import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempWebDist } from "../../test/temp-web-dist.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { adminKit } from "../admin/admin-test-kit.ts";
import { announcementsKit } from "./announcements-test-kit.ts";

const webDist = tempWebDist({
  "index.html": "<!doctype html><html><head><title>Student Forum</title></head><body></body></html>",
});

// A test app of its own: the share previews need a web app to put them in.
let t: TestApp;
let k: ReturnType<typeof adminKit>;
let boss: { token: string };
beforeAll(async () => {
  t = await createTestApp({ webDist });
  k = adminKit(t);
  boss = await k.admin("boss@uni.edu");
});
afterAll(() => t.close());
const a = () => announcementsKit(k, () => boss.token);
const titles = (list: { title: string }[]) => list.map((x) => x.title);

describe("public announcement reads", () => {
  it("answers null for the featured one while none is featured, then the newest featured", async () => {
    expect((await k.get("/announcements/featured")).json()).toEqual({ data: null });
    await a().announce({ title: "Not featured" });
    expect((await k.get("/announcements/featured")).json()).toEqual({ data: null });
    const cat = await a().category("Featured news");
    await a().announce({ title: "Old featured", is_featured: true });
    const newest = await a().announce({ title: "New featured", category_id: cat, is_featured: true });
    await a().announce({ title: "Newer, not featured" });
    const res = await k.get("/announcements/featured");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: newest.id,
      title: "New featured",
      content: "<p>About New featured.</p>",
      image: null,
      is_featured: true,
      category: { id: cat, name: "Featured news" },
    });
    expect(new Date(res.json().data.created_at).toISOString()).toBe(res.json().data.created_at);
  });

  it("lists newest first in pages, filtered by category, with the card's preview of long content", async () => {
    const exams = await a().category("Exams page");
    const sports = await a().category("Sports page");
    for (const n of [1, 2, 3]) await a().announce({ title: `Exam notice ${n}`, category_id: exams });
    await a().announce({ title: "Match day", category_id: sports, content: `<p>${"Go team! ".repeat(100)}</p>` });

    const exam = (await k.get(`/announcements?category_id=${exams}&per_page=2`)).json();
    expect(titles(exam.data)).toEqual(["Exam notice 3", "Exam notice 2"]);
    expect(exam).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(exam.next_page_url).toBe(
      `http://forum.test/forum/api/v1/announcements?category_id=${exams}&page=2&per_page=2`,
    );
    const second = (await k.get(`/announcements?category_id=${exams}&per_page=2&page=2`)).json();
    expect(titles(second.data)).toEqual(["Exam notice 1"]);
    expect(second.next_page_url).toBeNull();
    expect((await k.get(`/announcements?category_id=${exams}&page=3`)).json().data).toEqual([]);

    const all = (await k.get("/announcements")).json();
    expect(titles(all.data).slice(0, 4)).toEqual(["Match day", "Exam notice 3", "Exam notice 2", "Exam notice 1"]);
    const match = all.data[0];
    expect(match.category).toEqual({ id: sports, name: "Sports page" });
    expect(match.content.length).toBeLessThan(500);
    expect(match.content).toMatch(/^<p>Go team!.*\.\.\.<\/p>$/);
    const whole = (await k.get(`/announcements/${match.id}`)).json().data.announcement;
    expect(whole.content).toBe(`<p>${"Go team! ".repeat(100)}</p>`);

    expect((await k.get("/announcements?category_id=999999")).json()).toMatchObject({ data: [], total: 0 });
    for (const bad of ["category_id=abc", "category_id=0", "category_id=2147483648", "page=0", "per_page=51"]) {
      expect((await k.get(`/announcements?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it("lists the categories by name", async () => {
    await a().category("Zoology news");
    await a().category("Accommodation");
    const res = await k.get("/announcements/categories");
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names.indexOf("Accommodation")).toBeLessThan(names.indexOf("Zoology news"));
    expect(res.json().data).toContainEqual({ id: expect.any(Number), name: "Accommodation" });
  });

  it("answers one whole with up to 5 similar ones, same category first, never itself; unknown ids 404", async () => {
    const hostel = await a().category("Hostel similar");
    const other = await a().category("Other similar");
    const olderSame = await a().announce({ title: "Hostel 1", category_id: hostel });
    await a().announce({ title: "Elsewhere 1", category_id: other });
    await a().announce({ title: "No category" });
    const me = await a().announce({ title: "Hostel 2", category_id: hostel });
    await a().announce({ title: "Hostel 3", category_id: hostel });
    await a().announce({ title: "Elsewhere 2", category_id: other });

    const res = await k.get(`/announcements/${me.id}`);
    expect(res.statusCode).toBe(200);
    const { announcement, similar_announcements: similar } = res.json().data;
    expect(announcement).toMatchObject({ id: me.id, title: "Hostel 2", category: { id: hostel } });
    expect(titles(similar)).toEqual(["Hostel 3", "Hostel 1", "Elsewhere 2", "No category", "Elsewhere 1"]);
    expect(similar.map((s: { id: number }) => s.id)).not.toContain(me.id);
    expect(similar.map((s: { id: number }) => s.id)).toContain(olderSame.id);

    const lonely = (await k.get(`/announcements/${olderSame.id}`)).json().data.similar_announcements;
    expect(lonely).toHaveLength(5);
    expect(titles(lonely).slice(0, 2)).toEqual(["Hostel 3", "Hostel 2"]);

    const unknown = await k.get("/announcements/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    expect((await k.get("/announcements/2147483648")).statusCode).toBe(404);
    expect((await k.get("/announcements/abc")).statusCode).toBe(404);
  });
});

describe("share previews of /forum/announcements/{id}", () => {
  it("carries the title, a 160-character description and the picture; unknown ids are left as they are", async () => {
    const long = `Registration closes on Friday & "late" fees apply. ${"Read the details. ".repeat(20)}`;
    const made = await a().announce({ title: 'Course <registration> "deadline"', content: `<p>${long}</p>` });
    const html = (await t.app.inject(`/forum/announcements/${made.id}?from=share`)).body;
    expect(html).toContain("<title>Course &#60;registration&#62; &#34;deadline&#34; | Student Forum</title>");
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? "";
    expect(description.replace(/&#\d+;/g, "x")).toHaveLength(163); // 160 characters and "..."
    expect(description.startsWith("Registration closes on Friday &#38; &#34;late&#34;")).toBe(true);
    for (const tag of ["og:title", "og:description", "og:url", "og:type"]) expect(html).toContain(`property="${tag}"`);
    expect(html).toContain(`content="http://forum.test/forum/announcements/${made.id}"`);
    expect(html).toContain('name="twitter:card" content="summary"');

    for (const url of ["/forum/announcements/999999", "/forum/announcements", "/forum/announcements/99999999999"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Student Forum</title>");
    }
  });
});
