import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationPreferences } from "../../../db/schema/index.ts";
import { adminTestApp } from "../../admin/admin-test-kit.ts";
import { mailKit } from "./mail-test-kit.ts";
import { createUnsubscribeTokens } from "./unsubscribe-token.ts";

const { t } = adminTestApp({ boss: false });
let k: ReturnType<typeof mailKit>;
beforeAll(() => {
  k = mailKit(t);
});

let n = 0;
async function student(types = { reply: { push: false, email: true }, mention: { push: true, email: true } }) {
  const s = await k.student(`unsub${++n}@uni.edu`);
  await k.setPrefs(s.id, { digest: "weekly", types });
  return s;
}
const prefs = async (userId: number) =>
  (await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0]!;
const path = (token: string) => `/forum/api/v1/unsubscribe/${token}`;
const post = (token: string, payload?: string, type?: string) =>
  t.app.inject({ method: "POST", url: path(token), payload, headers: type ? { "content-type": type } : {} });

describe("one-click unsubscribe (RFC 8058)", () => {
  it("the mail's List-Unsubscribe address, posted as mail providers do, turns that type's e-mail off (and only that)", async () => {
    const s = await student();
    const token = k.deps.tokens.sign({ userId: s.id, scope: "reply" });
    const res = await post(token, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Unsubscribed from e-mails about reply notifications." });
    const p = await prefs(s.id);
    expect(p.types.reply).toEqual({ push: false, email: false });
    expect(p.types.mention).toEqual({ push: true, email: true });
    expect(p.digest).toBe("weekly");
    // Again: still 200, still off.
    expect((await post(token, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded")).statusCode).toBe(200);
    expect((await prefs(s.id)).types.reply).toEqual({ push: false, email: false });
  });

  it("JSON, an empty JSON body and no body at all: the digest token turns the digest off", async () => {
    const s = await student();
    const token = k.deps.tokens.sign({ userId: s.id, scope: "digest" });
    expect((await post(token, "{}", "application/json")).statusCode).toBe(200);
    expect((await prefs(s.id)).digest).toBe("off");
    expect((await post(token, "", "application/json")).statusCode).toBe(200);
    const none = await post(token);
    expect(none.statusCode).toBe(200);
    expect(none.json().message).toBe("Unsubscribed from the e-mail digest.");
    expect((await prefs(s.id)).types.mention).toEqual({ push: true, email: true });
  });

  it("a student who never chose: a row with that type's e-mail off and the rest default", async () => {
    const s = await k.student(`unsub${++n}@uni.edu`);
    const token = k.deps.tokens.sign({ userId: s.id, scope: "email" });
    expect((await post(token, "{}", "application/json")).statusCode).toBe(200);
    const p = await prefs(s.id);
    expect(p.types.watched).toEqual({ push: true, email: false });
    expect(p.digest).toBe("off");
  });

  it("GET shows a page whose form posts back; the form's post answers a confirmation page", async () => {
    const s = await student();
    const token = k.deps.tokens.sign({ userId: s.id, scope: "mention" });
    const page = await t.app.inject({ method: "GET", url: path(token) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(`<form method="post" action="${path(token)}">`);
    expect(page.body).toContain("Stop e-mails about mention notifications?");
    expect(page.body).not.toContain("<script");
    expect((await prefs(s.id)).types.mention?.email).toBe(true); // a GET changes nothing (link scanners)
    const done = await post(token, "", "application/x-www-form-urlencoded");
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toMatch(/^text\/html/);
    expect(done.body).toContain("You are unsubscribed");
    expect(done.body).toContain('href="http://forum.test/forum/settings/notifications"');
    expect((await prefs(s.id)).types.mention?.email).toBe(false);
  });

  it("forged, altered, foreign-key or malformed tokens: 404 (JSON for a one-click post, the page for a person)", async () => {
    const s = await student();
    const good = k.deps.tokens.sign({ userId: s.id, scope: "reply" });
    const [payload] = good.split(".");
    const other = createUnsubscribeTokens("another-secret-that-is-long-enough").sign({ userId: s.id, scope: "reply" });
    const changed = `${Buffer.from(`${s.id + 1}:reply`).toString("base64url")}.${good.split(".")[1]}`;
    for (const bad of [other, changed, `${payload}.`, "x", `${good}.x`, "a".repeat(90)]) {
      const res = await post(bad, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded");
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe("This unsubscribe link is not valid.");
      const page = await t.app.inject({ method: "GET", url: path(bad) });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain("This link is not valid");
    }
    // Longer than a route parameter may be (Fastify's 100 characters; tokens are about 60).
    expect((await post("a".repeat(600), "{}", "application/json")).statusCode).toBe(414);
    expect((await post(good, "x".repeat(5_000), "application/x-www-form-urlencoded")).statusCode).toBe(413);
    expect((await prefs(s.id)).types.reply?.email).toBe(true);
  });

  it("the token from a sent mail works, and verification is bound to the user id in it", () => {
    const tokens = k.deps.tokens;
    const token = tokens.sign({ userId: 42, scope: "watched" });
    expect(token.length).toBeLessThan(100);
    expect(tokens.verify(token)).toEqual({ userId: 42, scope: "watched" });
  });

  it("throttled per IP: the 31st try in a minute is 429", async () => {
    const codes = [];
    for (let i = 0; i < 31; i++)
      codes.push((await t.app.inject({ method: "GET", url: path(`guess${i}`), remoteAddress: "10.9.8.7" })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
