import {
  adminAnnouncementsApi,
  adminMessages,
  announcementMessages,
  announcementsApi,
  apiBases,
  contentMessages,
  imageMessages,
} from "@forum/contract";
import { describe, expect, it } from "vitest";
import { adminTestApp, png } from "../admin/admin-test-kit.ts";
import { announcementsKit } from "./announcements-test-kit.ts";

const { t, k, boss } = adminTestApp();
const a = () => announcementsKit(k, () => boss.token);
const image = /^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/;
const fields = (over: Record<string, string> = {}) => ({
  title: "Library hours",
  content: "<p>Open late in exam weeks.</p>",
  category_id: "",
  is_featured: "0",
  ...over,
});

describe("who may call the announcements' admin calls", () => {
  const admin = Object.entries({ ...announcementsApi, ...adminAnnouncementsApi }).filter(
    ([, bound]) => bound.access === "admin",
  );
  const body = { title: "Anything", content: "<p>Anything</p>", name: "Anything" };
  const request = (bound: (typeof admin)[number][1], id: number, token?: string) =>
    t.app.inject({
      method: bound.method,
      url: `${apiBases[bound.base]}${bound.path.replace(":id", String(id))}`,
      ...(bound.method === "POST" || bound.method === "PUT" ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers 401 to guests and 403 to students on every one, and writes nothing", async () => {
    expect(admin.map(([name]) => name).sort()).toEqual(
      ["adminCategories", "adminList", "create", "createCategory", "remove", "update"].sort(),
    );
    const student = await k.student("plain@uni.edu");
    const before = (await k.audits())[0]?.id ?? 0;
    for (const [name, bound] of admin) {
      expect((await request(bound, 1)).statusCode, `${name} as a guest`).toBe(401);
      const denied = await request(bound, 1, student.token);
      expect(denied.statusCode, `${name} as a student`).toBe(403);
      expect(denied.json().error).toBe("forbidden");
    }
    expect((await k.audits())[0]?.id ?? 0).toBe(before);
    expect((await k.get("/announcements")).json().total).toBe(0);
  });

  it("answers 404 for an unknown id and for an id that is no 32-bit id", async () => {
    for (const [name, bound] of admin.filter(([, b]) => b.path.includes(":id"))) {
      const res = await request(bound, 999_999, boss.token);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expect((await request(bound, 2_147_483_648, boss.token)).statusCode, name).toBe(404);
    }
  });
});

describe("announcement categories", () => {
  it("creates (201, audited), lists them, and refuses a taken name ignoring case, also two at once", async () => {
    const created = await k.api("POST", "/announcement-categories", { name: "  Exams " }, boss.token);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json()).toEqual({ data: { id, name: "Exams" }, message: "Announcement category created." });
    expect((await k.audits())[0]).toMatchObject({
      actorId: boss.id,
      action: "announcement_category.create",
      targetType: "announcement_category",
      targetId: id,
      note: "Exams",
    });
    const list = await k.api("GET", "/announcement-categories", undefined, boss.token);
    expect(list.json().data).toContainEqual({ id, name: "Exams" });

    const clash = await k.api("POST", "/announcement-categories", { name: "EXAMS" }, boss.token);
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: adminMessages.nameTaken, error: { name: [adminMessages.nameTaken] } });
    const race = await Promise.all(
      ["Sports", "sports", "SPORTS"].map((name) => k.api("POST", "/announcement-categories", { name }, boss.token)),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const name of ["   ", "x".repeat(61)]) {
      const bad = await k.api("POST", "/announcement-categories", { name }, boss.token);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toHaveProperty("name");
    }
  });
});

describe("announcements", () => {
  it("creates one from the form with a re-encoded picture and sanitised HTML, audited; students see it", async () => {
    const cat = await a().category("Library");
    const res = await k.form(
      "POST",
      "/announcements",
      fields({
        content: '<p onclick="steal()">Open <b>late</b> in exam weeks.</p><script>alert(1)</script>',
        category_id: String(cat),
        is_featured: "1",
      }),
      boss.token,
      await png(2400, 1200),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json()).toMatchObject({
      message: "Announcement created.",
      data: {
        title: "Library hours",
        content: "<p>Open <b>late</b> in exam weeks.</p>",
        is_featured: true,
        category: { id: cat, name: "Library" },
      },
    });
    expect(data.image).toMatch(image);
    const stored = await t.app.inject(data.image.replace("http://forum.test", ""));
    expect(stored.headers["content-type"]).toBe("image/webp");
    expect((await k.audits())[0]).toMatchObject({
      action: "announcement.create",
      targetType: "announcement",
      targetId: data.id,
      actorId: boss.id,
      note: "Library hours",
    });
    expect((await k.get(`/announcements/${data.id}`)).json().data.announcement).toEqual(data);
    expect((await k.get("/announcements/featured")).json().data.id).toBe(data.id);
    const list = (await k.api("GET", "/announcements", undefined, boss.token)).json().data;
    expect(list[0]).toEqual(data);
  });

  it("changes one (PUT), keeping the picture when none is sent; takes JSON too", async () => {
    const made = await a().announce({ title: "Old title" }, await png(100, 100));
    const changed = await k.form(
      "PUT",
      `/announcements/${made.id}`,
      fields({ title: "New title", content: "<p>New text</p>", image: "" }),
      boss.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: "Announcement updated.",
      data: { id: made.id, title: "New title", content: "<p>New text</p>", image: made.image, category: null },
    });
    expect((await k.audits())[0]).toMatchObject({ action: "announcement.update", targetId: made.id });

    const json = await k.api(
      "PUT",
      `/announcements/${made.id}`,
      { title: "By JSON", content: "<p>Still here</p>", is_featured: true },
      boss.token,
    );
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data).toMatchObject({ title: "By JSON", is_featured: true, image: made.image });
    const other = await k.form("PUT", `/announcements/${made.id}`, fields(), boss.token, await png(80, 80));
    expect(other.json().data.image).toMatch(image);
    expect(other.json().data.image).not.toBe(made.image);
  });

  it("refuses bad input with 422 on its field and writes nothing", async () => {
    const before = (await k.audits())[0]?.id;
    const cases: [Record<string, string>, string, string?][] = [
      [fields({ title: "" }), "title"],
      [fields({ title: "t".repeat(151) }), "title"],
      [fields({ content: "" }), "content", announcementMessages.contentRequired],
      [fields({ content: "<p> </p><script>x</script>" }), "content", announcementMessages.contentRequired],
      [fields({ content: `<p>${"a".repeat(20_001)}</p>` }), "content", contentMessages.textTooLong],
      [fields({ content: `<p>${"<b></b>".repeat(10_000)}</p>` }), "content", contentMessages.htmlTooLong],
      [fields({ content: `${"<i>".repeat(21)}deep` }), "content", contentMessages.tooDeep],
      [fields({ category_id: "999999" }), "category_id", announcementMessages.categoryUnknown],
      [fields({ category_id: "abc" }), "category_id"],
    ];
    for (const [form, field, message] of cases) {
      const res = await k.form("POST", "/announcements", form, boss.token);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().error)).toEqual([field]);
      if (message) expect(res.json().error[field]).toEqual([message]);
    }
    const fake = await k.form("POST", "/announcements", fields(), boss.token, Buffer.from("GIF"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toEqual({ image: [imageMessages.notAnImage] });
    expect((await k.audits())[0]?.id).toBe(before);
  });

  it("refuses a form field past its size with 413 while it streams in", async () => {
    const res = await k.form("POST", "/announcements", fields({ content: "x".repeat(300 * 1024) }), boss.token);
    expect(res.statusCode).toBe(413);
  });

  it("deletes one (200, audited); it is gone from every read", async () => {
    const made = await a().announce({ title: "Short lived", is_featured: true });
    const gone = await k.api("DELETE", `/announcements/${made.id}`, undefined, boss.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ data: null, message: "Announcement deleted." });
    expect((await k.audits())[0]).toMatchObject({
      action: "announcement.delete",
      targetId: made.id,
      note: "Short lived",
    });
    expect((await k.get(`/announcements/${made.id}`)).statusCode).toBe(404);
    expect((await k.get("/announcements/featured")).json().data?.id).not.toBe(made.id);
    expect((await k.api("DELETE", `/announcements/${made.id}`, undefined, boss.token)).statusCode).toBe(404);
  });
});
