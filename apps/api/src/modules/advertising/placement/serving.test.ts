import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { advertisements } from "../../../db/schema/index.ts";
import { anotherInstance } from "../../../test/test-app.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { adsKit } from "../advertising-test-kit.ts";

const { t, boss } = adminTestApp();
let k: ReturnType<typeof adsKit>;
let owner: { token: string; id: number };
beforeAll(async () => {
  k = adsKit(t);
  owner = await k.student("owner@uni.edu");
});

const placement = (token?: string) => k.get("/advertisements/placement", token);
const click = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/forum/api/v1/advertisements/${id}/click`, headers });

describe("GET /advertisements/placement and the click redirect", () => {
  it("answers null while nothing runs (waiting, unpaid, rejected or ended campaigns are never shown)", async () => {
    await k.ad({ userId: owner.id });
    await k.ad({ userId: owner.id, status: "rejected" });
    await k.running(owner.id, 11, { duration: 10 }); // its end passed; the sweep has not completed it yet
    k.ads.placement.invalidate();
    const res = await placement();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it("shows a running campaign to guests and students, counting impressions in memory until the flush", async () => {
    const id = await k.running(owner.id, 2, { businessName: "Tasty Bites", image: "/forum/uploads/ad.webp" });
    k.ads.placement.invalidate();
    const res = await placement();
    expect(res.json()).toEqual({
      data: {
        id,
        business_name: "Tasty Bites",
        caption: "Binding and printing, open late.",
        image: "http://forum.test/forum/uploads/ad.webp",
        click_url: `http://forum.test/forum/api/v1/advertisements/${id}/click`,
      },
    });
    expect((await placement(owner.token)).json().data.id).toBe(id);
    expect((await k.row(id)).impressions).toBe(0);
    await k.ads.placement.flush();
    expect((await k.row(id)).impressions).toBe(2);
    // A bad token on a public call is still a 401.
    expect((await placement("not-a-token")).statusCode).toBe(401);
    const shown = (await k.list(owner.token)).json().data.find((a: { id: number }) => a.id === id);
    expect(shown).toMatchObject({ impression: 2, clicks: 0, ctr: 0, cpc: null, amount_spent: 2000 });
  });

  it("a rejected running campaign leaves the feed at once", async () => {
    const current = (await placement()).json().data?.id;
    expect(current).toEqual(expect.any(Number));
    expect(
      (await k.api("POST", `/advertisements/${current}/reject`, { reason: "Complaints" }, boss.token)).statusCode,
    ).toBe(200);
    expect((await placement()).json().data).toBeNull();
    await k.ads.placement.flush();
  });

  it("click: 302 to the ad's URL; one click per viewer per campaign per hour", async () => {
    const id = await k.running(owner.id, 1, { adUrl: "https://tasty.example.com/menu?from=forum" });
    k.ads.placement.invalidate();
    const student = await k.student("viewer@uni.edu");
    const first = await click(id, { "x-forwarded-for": "10.0.0.1" });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("https://tasty.example.com/menu?from=forum");
    expect(first.body).toBe("");
    // The same guest again: not counted; a signed-in student (same address): counted once.
    await click(id);
    await click(id, { authorization: `Bearer ${student.token}` });
    const again = await click(id, { authorization: `Bearer ${student.token}` });
    expect(again.statusCode).toBe(302);
    await k.ads.placement.flush();
    expect((await k.row(id)).clicks).toBe(2);
    await placement();
    await k.ads.placement.flush();
    const shown = (await k.list(owner.token)).json().data.find((a: { id: number }) => a.id === id);
    expect(shown).toMatchObject({ impression: 1, clicks: 2, ctr: 200, amount_spent: 1000, cpc: 500 });
  });

  it("click: waiting, rejected and unknown campaigns are 404; a completed one still leads to its site, uncounted", async () => {
    const waiting = await k.ad({ userId: owner.id });
    const rejected = await k.ad({ userId: owner.id, status: "rejected" });
    const completed = await k.ad({ userId: owner.id, status: "completed", adUrl: "https://done.example.com" });
    for (const id of [waiting, rejected, 999_999]) expect((await click(id)).statusCode).toBe(404);
    for (const bad of [String(2 ** 31), "0", "-5", "abc", "0x1"]) expect((await click(bad)).statusCode).toBe(404);
    const res = await click(completed);
    expect([res.statusCode, res.headers.location]).toEqual([302, "https://done.example.com"]);
    await k.ads.placement.flush();
    expect((await k.row(completed)).clicks).toBe(0);
  });

  it("the counts still waiting are written when an instance closes", async () => {
    // The only one running: the earlier tests' campaigns have ended.
    await t.database.db.update(advertisements).set({ status: "completed" }).where(eq(advertisements.status, "active"));
    const id = await k.running(owner.id, 0, { businessName: "Closing time" });
    const other = await anotherInstance(t);
    const seen = await other.app.inject({ method: "GET", url: "/forum/api/v1/advertisements/placement" });
    expect(seen.json().data.id).toBe(id);
    expect((await k.row(id)).impressions).toBe(0);
    await other.close();
    expect((await k.row(id)).impressions).toBe(1);
  });
});
