import { adminMessages, suspensionMessage } from "@forum/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { posts, users } from "../../db/schema/index.ts";
import { listen, openSocket } from "../notifications/notifications-test-kit.ts";
import { adminTestApp } from "./admin-test-kit.ts";

const { t, k, boss } = adminTestApp();
let url: string;
beforeAll(async () => {
  url = await listen(t.app);
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const suspend = (id: number, body: object) => k.api("POST", `/users/${id}/suspend`, body, boss.token);
const profile = (token: string) => k.call("GET", "/api/user/profile", undefined, token);

describe("GET /admin/users", () => {
  it("lists newest first, paged, and finds by e-mail, username or names ignoring case", async () => {
    const ngozi = await k.student("ngozi.eze@uni.edu");
    await k.call("POST", "/api/user/update-profile", { firstname: "Ngozi", lastname: "Okafor" }, ngozi.token);
    const tunde = await k.student("tunde@uni.edu");
    const page = (await k.api("GET", "/users?per_page=2", undefined, boss.token)).json();
    expect(page.data.map((u: { id: number }) => u.id)).toEqual([tunde.id, ngozi.id]);
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.next_page_url).toBe("http://forum.test/forum/api/v1/admin/users?page=2&per_page=2");
    expect(page.data[1]).toMatchObject({
      user_id: ngozi.id,
      email: "ngozi.eze@uni.edu",
      is_admin: false,
      email_verified: true,
      suspension: null,
      meta: { first_name: "Ngozi", last_name: "Okafor" },
    });
    for (const search of ["OKAFOR", "ngozi.EZE@", "ngoz"]) {
      const found = (await k.api("GET", `/users?search=${search}`, undefined, boss.token)).json();
      expect(
        found.data.map((u: { id: number }) => u.id),
        search,
      ).toEqual([ngozi.id]);
    }
    const none = (await k.api("GET", "/users?search=%25_", undefined, boss.token)).json();
    expect(none.total).toBe(0);
    expect((await k.api("GET", `/users?search=${"x".repeat(101)}`, undefined, boss.token)).statusCode).toBe(422);
  });
});

describe("suspension", () => {
  it("takes the id only in plain digits: other spellings of an existing id are 404 and suspend nobody", async () => {
    const femi = await k.student("femi.odd-ids@uni.edu");
    const spellings = [`%20${femi.id}`, `0x${femi.id.toString(16)}`, `${femi.id}e0`, `0${femi.id}`, `${femi.id}.0`];
    for (const odd of spellings) {
      const res = await k.api("POST", `/users/${odd}/suspend`, { reason: "Spam" }, boss.token);
      expect(res.statusCode, `${odd}: ${res.body}`).toBe(404);
    }
    expect((await profile(femi.token)).statusCode).toBe(200);
  });

  it("revokes every token at once, closes the student's live socket, and records who and why", async () => {
    const chidi = await k.student("chidi@uni.edu");
    const socket = openSocket(url, chidi.token);
    await socket.ready;
    const until = inHours(48);
    const res = await suspend(chidi.id, { reason: "Spam links", until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: adminMessages.suspended,
      data: { user_id: chidi.id, suspension: { reason: "Spam links", until } },
    });
    expect(await socket.disconnected).toBe("io server disconnect");
    expect((await profile(chidi.token)).statusCode).toBe(401);
    await expect(openSocket(url, chidi.token).ready).rejects.toThrow("Unauthenticated.");
    expect((await k.audits())[0]).toMatchObject({
      actorId: boss.id,
      action: "user.suspend",
      targetType: "user",
      targetId: chidi.id,
      note: "Spam links",
    });

    const login = await k.login("chidi@uni.edu");
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: suspensionMessage("Spam links", until), error: "suspended" });
    expect(login.json().message).toContain(until.slice(0, 10));
    const listed = (await k.api("GET", "/users?search=chidi", undefined, boss.token)).json().data[0];
    expect(listed.suspension).toMatchObject({ reason: "Spam links", until });
    expect((await k.get(`/user/stats?user_id=${chidi.id}`)).statusCode).toBe(404);
  });

  it("ends by itself once its end has passed: the student signs in again", async () => {
    const dayo = await k.student("dayo@uni.edu");
    await suspend(dayo.id, { reason: "Cool off", until: inHours(1) });
    expect((await k.login("dayo@uni.edu")).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1_000) })
      .where(eq(users.id, dayo.id));
    const login = await k.login("dayo@uni.edu");
    expect(login.statusCode, login.body).toBe(200);
    expect((await profile(login.json().data.access_token)).statusCode).toBe(200);
    expect((await k.api("GET", "/overview", undefined, boss.token)).json().data.suspended_users).toBe(1);
    const lift = await k.api("POST", `/users/${dayo.id}/unsuspend`, undefined, boss.token);
    expect(lift.statusCode).toBe(422);
    expect(lift.json().message).toBe(adminMessages.notSuspended);
  });

  it("without an end lasts until lifted; unsuspend lets the student back in", async () => {
    const emeka = await k.student("emeka@uni.edu");
    expect((await suspend(emeka.id, { reason: "Harassment" })).json().data.suspension.until).toBeNull();
    const login = await k.login("emeka@uni.edu");
    expect(login.json().message).toBe(suspensionMessage("Harassment", null));
    const lifted = await k.api("POST", `/users/${emeka.id}/unsuspend`, undefined, boss.token);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ message: adminMessages.unsuspended, data: { suspension: null } });
    expect((await k.audits())[0]).toMatchObject({ action: "user.unsuspend", targetId: emeka.id });
    expect((await k.login("emeka@uni.edu")).statusCode).toBe(200);
  });

  it("refuses a past end, an admin, oneself, a missing reason; unsuspending someone not suspended", async () => {
    const femi = await k.student("femi@uni.edu");
    const past = await suspend(femi.id, { reason: "Late", until: inHours(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toEqual({ until: [adminMessages.untilInPast] });
    expect((await suspend(femi.id, { reason: "Bad date", until: "tomorrow" })).json().error).toHaveProperty("until");
    expect((await suspend(femi.id, { reason: " " })).json().error).toHaveProperty("reason");
    const other = await k.admin("dean@uni.edu");
    const admin = await suspend(other.id, { reason: "No" });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().message).toBe(adminMessages.cannotSuspendAdmin);
    expect((await suspend(boss.id, { reason: "Me" })).json().message).toBe(adminMessages.cannotSuspendAdmin);
    const notSuspended = await k.api("POST", `/users/${femi.id}/unsuspend`, undefined, boss.token);
    expect(notSuspended.json().message).toBe(adminMessages.notSuspended);
    expect((await profile(femi.token)).statusCode).toBe(200);
    expect((await profile(other.token)).statusCode).toBe(200);
  });
});

describe("GET /admin/overview", () => {
  it("counts open reports (per post), hidden posts, suspended users, users, published posts, communities", async () => {
    const before = (await k.api("GET", "/overview", undefined, boss.token)).json().data;
    const gina = await k.student("gina@uni.edu");
    const hank = await k.student("hank@uni.edu");
    const post = await k.post({ by: gina.id, title: "Reported" });
    await k.post({ by: gina.id, title: "Draft", status: "draft" });
    await k.community("Overview club", [gina.id]);
    const ivy = await k.student("ivy@uni.edu");
    for (const s of [hank, ivy]) {
      const reported = await k.call(
        "POST",
        "/forum/api/v1/report-reasons",
        { post_id: post.id, report_reasons: [1] },
        s.token,
      );
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const hidden = await k.post({ by: gina.id, title: "Hidden" });
    await t.database.db.update(posts).set({ status: "hidden", hiddenReason: "Spam" }).where(eq(posts.id, hidden.id));
    await suspend(hank.id, { reason: "Spam" });
    const after = (await k.api("GET", "/overview", undefined, boss.token)).json();
    expect(after).toEqual({
      data: {
        open_reports: before.open_reports + 1,
        hidden_posts: before.hidden_posts + 1,
        suspended_users: before.suspended_users + 1,
        users: before.users + 3,
        posts: before.posts + 1,
        communities: before.communities + 1,
      },
    });
  });
});
