import { pushMessages } from "@forum/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../../db/schema/index.ts";
import { createTestApp, roomyWriteRules, type TestApp } from "../../../test/test-app.ts";
import { postsKit } from "../../posts/posts-test-kit.ts";
import { newDevice } from "./push-test-kit.ts";

let t: TestApp;
let k: ReturnType<typeof postsKit>;
let ada: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ writeRules: roomyWriteRules });
  k = postsKit(t);
  ada = await k.student("ada@example.com");
});
afterAll(() => t?.close());

const keys = newDevice("https://push.example.com", "x").subscription.keys;
const subscribe = (body: unknown) => k.call("POST", "/forum/api/v1/push/subscriptions", body as object, ada.token);

describe("POST /push/subscriptions refuses what the server must not post to", () => {
  it.each([
    "http://push.example.com/send/1",
    "https://127.0.0.1/send/1",
    "https://2130706433/send/1",
    "https://0x7f.1/send/1",
    "https://[::1]/send/1",
    "https://[fc00::1]/send/1",
    "https://[::ffff:10.0.0.1]/send/1",
    "https://localhost/send/1",
    "https://push.example.com:8443/send/1",
    "https://a:b@push.example.com/send/1",
  ])("%s: 422 with the reason", async (endpoint) => {
    const answer = await subscribe({ endpoint, keys });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().message).toBe(pushMessages.endpointRefused);
  });

  it("answers wrong types, NUL, 2^31 and huge bodies with a 4xx, never a 500", async () => {
    const bodies: unknown[] = [
      { endpoint: 2 ** 31, keys },
      { endpoint: "https://push.example.com/\u0000", keys: { ...keys, auth: "\u0000".repeat(22) } },
      { endpoint: "https://push.example.com/a", keys: { p256dh: 2 ** 31, auth: keys.auth } },
      { endpoint: "https://push.example.com/a", keys: "nope" },
      { endpoint: "https://push.example.com/a", keys, expirationTime: "soon" },
      { endpoint: `https://push.example.com/${"a".repeat(2 ** 21)}`, keys },
      { endpoint: ["https://push.example.com/a"], keys },
      null,
      [],
    ];
    for (const body of bodies) {
      const answer = await subscribe(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    const remove = await k.call("DELETE", "/forum/api/v1/push/subscriptions", { endpoint: 2 ** 31 }, ada.token);
    expect(remove.statusCode).toBe(422);
    expect(await t.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("keeps a student's 20 newest devices", async () => {
    for (let i = 0; i < 22; i++) {
      const answer = await subscribe({ endpoint: `https://push.example.com/send/${i}`, keys });
      expect(answer.statusCode).toBe(201);
    }
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `https://push.example.com/send/${i + 2}`).sort(),
    );
  });
});
