import { throttleMessages } from "@forum/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { NEW_ACCOUNT_MS, writeRules } from "../../platform/write-throttle.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { setAdmin } from "../admin/admin.grant.ts";
import { postsKit } from "./posts-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
});
afterAll(() => t.close());

const post = (token: string, body: object = {}) =>
  k.call(
    "POST",
    "/forum/api/v1/posts",
    { title: "Exam timetable?", content: "<p>When is it out?</p>", ...body },
    token,
  );
const olderThanNew = async (id: number) =>
  t.database.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(secs => ${NEW_ACCOUNT_MS / 1000 + 3600})` })
    .where(eq(users.id, id));

describe("posting and commenting are throttled per student (issue 10, defect 6)", () => {
  it("lets a new account post a burst of 5, then answers 429 with Retry-After and the reason", async () => {
    const ada = await k.student("ada@example.com");
    const { burst, everyMs } = writeRules.newAccount.post;
    for (let i = 0; i < burst; i++) expect((await post(ada.token)).statusCode).toBe(201);
    const refused = await post(ada.token);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(everyMs / 1000);
    expect(refused.json()).toEqual({ message: throttleMessages.post(wait), error: "too_many_requests" });
    // Comments have their own pace: a reply still goes through.
    const first = await k.post({ by: ada.id });
    expect((await post(ada.token, { title: undefined, parent_uuid: first.uuid })).statusCode).toBe(201);
  });

  it("paces comments of a new account too", async () => {
    const bola = await k.student("bola@example.com");
    const parent = await k.post({ by: bola.id });
    const reply = () => post(bola.token, { title: undefined, parent_uuid: parent.uuid });
    for (let i = 0; i < writeRules.newAccount.comment.burst; i++) expect((await reply()).statusCode).toBe(201);
    const refused = await reply();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(throttleMessages.comment(Number(refused.headers["retry-after"])));
  });

  it("does not count a post refused for its input", async () => {
    const chidi = await k.student("chidi@example.com");
    for (let i = 0; i < 10; i++) expect((await post(chidi.token, { title: "" })).statusCode).toBe(422);
    expect((await post(chidi.token)).statusCode).toBe(201);
  });

  it("gives established accounts a larger burst, and admins none at all", async () => {
    const dayo = await k.student("dayo@example.com");
    await olderThanNew(dayo.id);
    for (let i = 0; i < writeRules.established.post.burst; i++) expect((await post(dayo.token)).statusCode).toBe(201);
    expect((await post(dayo.token)).statusCode).toBe(429);
    const mod = await k.student("mod@example.com");
    await setAdmin(t.database.db, "mod@example.com", true);
    for (let i = 0; i < writeRules.established.post.burst + 2; i++)
      expect((await post(mod.token)).statusCode).toBe(201);
  });

  it("publishing a draft counts as posting; saving drafts paces like edits", async () => {
    const efe = await k.student("efe@example.com");
    const drafts = [];
    for (let i = 0; i < writeRules.newAccount.post.burst + 1; i++) {
      const res = await post(efe.token, { status: "draft" });
      expect(res.statusCode).toBe(201);
      drafts.push(res.json().uuid as string);
    }
    const publish = (uuid: string) =>
      k.call("PUT", `/forum/api/v1/posts/${uuid}/edit`, { title: "Out now", content: "<p>Yes</p>" }, efe.token);
    for (const uuid of drafts.slice(0, writeRules.newAccount.post.burst))
      expect((await publish(uuid)).statusCode).toBe(200);
    expect((await publish(drafts.at(-1)!)).statusCode).toBe(429);
  });

  it("throttles every other write of a student (likes), not their reads", async () => {
    const fola = await k.student("fola@example.com");
    const target = await k.post({ by: fola.id });
    const { burst } = writeRules.newAccount.write;
    // All at once: the bucket is taken before any work, so the refill of a second or two does not blur the count.
    const like = () => k.call("POST", `/forum/api/v1/posts/${target.uuid}/toggle-like`, undefined, fola.token);
    const statuses = (await Promise.all([...Array(burst + 5)].map(like))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s !== 429).every((s) => s === 200)).toBe(true);
    expect((await k.call("GET", "/forum/api/v1/posts", undefined, fola.token)).statusCode).toBe(200);
  });
});
