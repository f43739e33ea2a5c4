import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { adminTestApp } from "../admin/admin-test-kit.ts";

const { t, k } = adminTestApp({ boss: false });

describe("GET /admin/audit-log", () => {
  it("pages every admin write newest first, with its actor, who becomes null once their account is gone", async () => {
    const boss = await k.admin("boss@uni.edu");
    const dean = await k.admin("dean@uni.edu");
    const student = await k.student("ada@uni.edu");
    await k.api("POST", "/categories", { name: "Bursaries" }, boss.token);
    await k.api("POST", "/report-reasons", { name: "Rude", description: "Insults" }, dean.token);
    await k.api("POST", `/users/${student.id}/suspend`, { reason: "Spam" }, boss.token);

    const first = await k.api("GET", "/audit-log?per_page=2", undefined, boss.token);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page.next_page_url).toBe("http://forum.test/forum/api/v1/admin/audit-log?page=2&per_page=2");
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      actor: { user_id: boss.id, meta: expect.objectContaining({ username: "boss" }) },
      action: "user.suspend",
      target_type: "user",
      target_id: student.id,
      note: "Spam",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page.data[1]).toMatchObject({ action: "reason.create", target_type: "report_reason", note: "Rude" });
    expect(page.data[1].actor.user_id).toBe(dean.id);

    await t.database.db.delete(users).where(eq(users.id, dean.id));
    const second = (await k.api("GET", "/audit-log?page=2&per_page=2", undefined, boss.token)).json();
    expect(second.data).toEqual([expect.objectContaining({ action: "category.create", note: "Bursaries" })]);
    const again = (await k.api("GET", "/audit-log?per_page=2", undefined, boss.token)).json();
    expect(again.data[1]).toMatchObject({ action: "reason.create", actor: null });
    expect(again.next_page_url).not.toBeNull();
    expect((await k.api("GET", "/audit-log?page=0", undefined, boss.token)).statusCode).toBe(422);
  });
});
