import { messages } from "@forum/contract";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../../env.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "./auth-test-kit.ts";

describe("abuse limits (in memory)", () => {
  let t: TestApp;
  let k: ReturnType<typeof authKit>;
  beforeAll(async () => {
    t = await createTestApp();
    k = authKit(t);
  });
  afterAll(() => t.close());

  it("takes 10 login tries a minute per account, then 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i++) expect((await k.login("target@example.com", `guess-0${i}`)).statusCode).toBe(422);
    const res = await k.login("target@example.com", "guess-10");
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ message: expect.any(String), error: "too_many_requests" });
    // Another account from the same address is not locked out by it.
    expect((await k.login("someone-else@example.com", "guess")).statusCode).toBe(422);
  });

  it("limits code checks per account too", async () => {
    for (let i = 0; i < 10; i++)
      await k.call("POST", "/api/auth/verify-password-token", { email: "x@example.com", token: "1234" });
    const res = await k.call("POST", "/api/auth/verify-password-token", { email: "x@example.com", token: "1234" });
    expect(res.statusCode).toBe(429);
    // This minute's limit, not the address's wrong-guess limits (which refuse earlier, with their own message).
    expect(res.json().message).toBe(messages.errors.tooManyRequests);
  });

  it("takes at most 100 tries a minute from one IP across accounts", async () => {
    let limited = 0;
    for (let i = 0; i < 101; i++) {
      const res = await k.call("POST", "/api/v2/auth/resend-verification", { email: `ip${i}@example.com` });
      if (res.statusCode === 429) limited++;
    }
    expect(limited).toBe(1);
  });
});

describe.runIf(testEnv().redisUrl)("abuse limits shared through Redis", () => {
  const apps: TestApp[] = [];
  const redis: Redis[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const client = new Redis(testEnv().redisUrl!, { maxRetriesPerRequest: 2 });
      redis.push(client);
      apps.push(await createTestApp({ redis: client }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    for (const r of redis) r.disconnect();
  });

  it("counts tries on two instances together", async () => {
    const email = `shared-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) {
      const res = await authKit(apps[i % 2]!).login(email, "wrong-pw");
      expect(res.statusCode).toBe(422);
    }
    expect((await authKit(apps[0]!).login(email, "wrong-pw")).statusCode).toBe(429);
    expect((await authKit(apps[1]!).login(email, "wrong-pw")).statusCode).toBe(429);
  });
});
