import { defaultPreferences } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { postsKit } from "../../posts/posts-test-kit.ts";
import { preferencesOf } from "./preferences.service.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
const path = "/forum/api/v1/notifications/preferences";

beforeAll(async () => {
  t = await createTestApp();
  k = postsKit(t);
});
afterAll(() => t.close());

describe("notification preferences", () => {
  it("start as the defaults, and a guest has none", async () => {
    const ada = await k.student("ada@example.com");
    const res = await k.call("GET", path, undefined, ada.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: defaultPreferences });
    expect((await k.call("GET", path)).statusCode).toBe(401);
  });

  it("take any part, merged channel by channel over what was stored, and answer the whole", async () => {
    const bola = await k.student("bola@example.com");
    const first = await k.call("PUT", path, { types: { reply: { email: true } } }, bola.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.types.reply).toEqual({ push: true, email: true });
    const second = await k.call("PUT", path, { digest: "weekly", types: { reply: { push: false } } }, bola.token);
    const want = {
      digest: "weekly",
      types: { ...defaultPreferences.types, reply: { push: false, email: true } },
    };
    expect(second.json().data).toEqual(want);
    expect((await k.call("PUT", path, {}, bola.token)).json().data).toEqual(want);
    expect((await k.call("GET", path, undefined, bola.token)).json().data).toEqual(want);
    // The reader other parts use: set-based, defaults for a student who never chose.
    const chidi = await k.student("chidi@example.com");
    const many = await preferencesOf(t.database.db, [bola.id, chidi.id]);
    expect(many.get(bola.id)).toEqual(want);
    expect(many.get(chidi.id)).toEqual(defaultPreferences);
  });

  it("refuse bad shapes with 422 and change nothing", async () => {
    const dayo = await k.student("dayo@example.com");
    const bad = [
      { digest: "hourly" },
      { types: { reply: { push: "yes" } } },
      { types: { poke: { push: true } } },
      { types: { reply: { push: true, sms: true } } },
      { colour: "blue" },
      { types: [] },
      { digest: "x".repeat(100_000) },
    ];
    for (const body of bad) {
      const res = await k.call("PUT", path, body, dayo.token);
      expect([413, 422]).toContain(res.statusCode);
    }
    const many = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, { push: true }]));
    expect((await k.call("PUT", path, { types: many }, dayo.token)).statusCode).toBe(422);
    expect((await k.call("GET", path, undefined, dayo.token)).json().data).toEqual(defaultPreferences);
  });

  it("are paced as every write, and so is a watch: a burst, then 429", async () => {
    const eze = await k.student("eze@example.com");
    const codes: number[] = [];
    for (let i = 0; i < 40 && !codes.includes(429); i++) {
      codes.push((await k.call("PUT", path, { digest: "daily" }, eze.token)).statusCode);
    }
    expect(codes).toContain(429);
    const watch = await k.call("PUT", "/forum/api/v1/tags/exams/watch", { level: "watching" }, eze.token);
    expect(watch.statusCode).toBe(429);
    expect(watch.headers["retry-after"]).toBeDefined();
  });
});
