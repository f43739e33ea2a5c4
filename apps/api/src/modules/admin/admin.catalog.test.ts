import { adminMessages, profileMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { seedReference } from "../../db/seed/reference.ts";
import { adminTestApp, png } from "./admin-test-kit.ts";

const { t, k, boss } = adminTestApp();

describe("categories", () => {
  it("creates (201), lists with post counts, renames and deletes (200), each with its audit entry", async () => {
    const created = await k.api("POST", "/categories", { name: "  Study abroad " }, boss.token);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json()).toEqual({ data: { id, name: "Study abroad" }, message: "Category created." });
    expect((await k.audits())[0]).toMatchObject({ actorId: boss.id, action: "category.create", targetId: id });

    const list = (await k.api("GET", "/categories", undefined, boss.token)).json().data;
    expect(list).toContainEqual({ id, name: "Study abroad", posts_count: 0 });

    const renamed = await k.api("PUT", `/categories/${id}`, { name: "Bursaries" }, boss.token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ data: { id, name: "Bursaries" }, message: "Category updated." });
    expect((await k.get("/categories?search=burs")).json().data).toEqual([{ id, name: "Bursaries" }]);

    const gone = await k.api("DELETE", `/categories/${id}`, undefined, boss.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ data: null, message: "Category deleted." });
    expect((await k.audits(2)).map((a) => a.action)).toEqual(["category.delete", "category.update"]);
    expect((await k.get("/categories?search=burs")).json().data).toEqual([]);
  });

  it("refuses a taken name ignoring case, also when two arrive at once", async () => {
    const taken = await k.api("POST", "/categories", { name: "EXAMS" }, boss.token);
    await k.api("POST", "/categories", { name: "Hostel life" }, boss.token);
    const clash = await k.api("POST", "/categories", { name: "hostel LIFE" }, boss.token);
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: adminMessages.nameTaken, error: { name: [adminMessages.nameTaken] } });
    expect(taken.statusCode === 201 || taken.statusCode === 422).toBe(true);
    const race = await Promise.all(
      ["Night classes", "night classes", "NIGHT CLASSES"].map((name) =>
        k.api("POST", "/categories", { name }, boss.token),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    const blank = await k.api("POST", "/categories", { name: "   " }, boss.token);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toHaveProperty("name");
    expect((await k.api("POST", "/categories", { name: "x".repeat(61) }, boss.token)).statusCode).toBe(422);
  });

  it("refuses to delete a category that has posts, saying how many, and shows renames in cached feeds at once", async () => {
    const id = (await k.api("POST", "/categories", { name: "Clubs" }, boss.token)).json().data.id;
    const ada = await k.student("ada@uni.edu");
    await k.post({ by: ada.id, title: "Chess club", categoryNames: ["Clubs"] });
    await k.post({ by: ada.id, title: "Drama club", categoryNames: ["Clubs"] });
    const before = (await k.get("/posts?per_page=5")).json().data;
    expect(before[0].categories).toEqual([{ id, name: "Clubs" }]);

    const refused = await k.api("DELETE", `/categories/${id}`, undefined, boss.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(adminMessages.categoryInUse(2));
    expect((await k.audits())[0]?.action).not.toBe("category.delete");

    await k.api("PUT", `/categories/${id}`, { name: "Societies" }, boss.token);
    // The guest page was cached a moment ago; the rename cleared it.
    expect((await k.get("/posts?per_page=5")).json().data[0].categories).toEqual([{ id, name: "Societies" }]);
  });
});

it("keeps what admins deleted or renamed when the reference data is seeded again (every start)", async () => {
  const seeded = (await k.api("GET", "/categories", undefined, boss.token)).json().data;
  const sports = seeded.find((c: { name: string }) => c.name === "Sports");
  expect((await k.api("DELETE", `/categories/${sports.id}`, undefined, boss.token)).statusCode).toBe(200);
  const reasons = (await k.api("GET", "/report-reasons", undefined, boss.token)).json().data;
  await k.api("PUT", `/report-reasons/${reasons[0].id}`, { name: "SPAM", description: "Adverts" }, boss.token);
  await seedReference(t.database.db);
  const names = (await k.api("GET", "/categories", undefined, boss.token))
    .json()
    .data.map((c: { name: string }) => c.name);
  expect(names).not.toContain("Sports");
  const again = (await k.api("GET", "/report-reasons", undefined, boss.token)).json().data;
  expect(again.map((r: { name: string }) => r.name)).not.toContain("Spam");
  expect(again).toHaveLength(reasons.length);
});

describe("report reasons", () => {
  it("creates, lists, changes and deletes, names unique ignoring case, students see the list", async () => {
    const created = await k.api(
      "POST",
      "/report-reasons",
      { name: "Impersonation", description: "Pretends" },
      boss.token,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json()).toEqual({
      data: { id, name: "Impersonation", description: "Pretends" },
      message: "Report reason created.",
    });
    const clash = await k.api("POST", "/report-reasons", { name: "impersonation", description: "x" }, boss.token);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error).toEqual({ name: [adminMessages.nameTaken] });
    const race = await Promise.all(
      ["Doxxing", "doxxing"].map((name) => k.api("POST", "/report-reasons", { name, description: "d" }, boss.token)),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    // Its own name in another case is no clash.
    const recased = await k.api(
      "PUT",
      `/report-reasons/${id}`,
      { name: "IMPERSONATION", description: "Fake" },
      boss.token,
    );
    expect(recased.json()).toEqual({
      data: { id, name: "IMPERSONATION", description: "Fake" },
      message: "Report reason updated.",
    });
    const missing = await k.api("POST", "/report-reasons", { name: "No description" }, boss.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toHaveProperty("description");

    const student = await k.student("reader@uni.edu");
    expect((await k.get("/report-reasons", student.token)).json().data).toContainEqual({
      id,
      name: "IMPERSONATION",
      description: "Fake",
    });
    expect((await k.api("GET", "/report-reasons", undefined, boss.token)).json().data).toContainEqual({
      id,
      name: "IMPERSONATION",
      description: "Fake",
    });
    expect((await k.api("DELETE", `/report-reasons/${id}`, undefined, boss.token)).json()).toEqual({
      data: null,
      message: "Report reason deleted.",
    });
    expect((await k.audits(3)).map((a) => [a.action, a.targetType])).toEqual([
      ["reason.delete", "report_reason"],
      ["reason.update", "report_reason"],
      ["reason.create", "report_reason"],
    ]);
  });
});

describe("achievers image", () => {
  it("stores an uploaded picture re-encoded as the active image, which the home sidebar then shows", async () => {
    const first = await k.form("POST", "/achievers", {}, boss.token, await png(1600, 900));
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ message: adminMessages.achieversUpdated, data: { active: true } });
    expect(body.data.image).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/);
    expect((await k.get("/achiever/active")).json().data).toEqual({ image_path: body.data.image });
    const second = (await k.form("POST", "/achievers", {}, boss.token, await png(300, 300))).json().data;
    expect((await k.get("/achiever/active")).json().data).toEqual({ image_path: second.image });
    expect((await k.audits())[0]).toMatchObject({ action: "achievers.update", targetId: second.id });
  });

  it("refuses a missing image and bytes that are not a picture", async () => {
    const none = await k.form("POST", "/achievers", { note: "x" }, boss.token);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toHaveProperty("image");
    const empty = await k.api("POST", "/achievers", { image: "" }, boss.token);
    expect(empty.json().error).toEqual({ image: [profileMessages.imageNotFile] });
    const fake = await k.form("POST", "/achievers", {}, boss.token, Buffer.from("<svg>not a png</svg>"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error).toHaveProperty("image");
    expect((await k.api("POST", "/achievers", { image: "http://evil.test/x.png" }, boss.token)).statusCode).toBe(422);
  });
});
