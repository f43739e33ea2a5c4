import { adminMessages } from "@forum/contract";
import { describe, expect, it } from "vitest";
import { seedReference } from "../../db/seed/reference.ts";
import { adminTestApp } from "../admin/admin-test-kit.ts";

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
