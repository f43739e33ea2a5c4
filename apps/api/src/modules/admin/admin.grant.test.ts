import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "../auth/auth-test-kit.ts";
import { setAdmin } from "./admin.grant.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("admin grant", () => {
  it("sets and clears the flag shown on the profile", async () => {
    const k = authKit(t);
    const token = await k.verifiedUser("boss@example.com");
    expect(await setAdmin(t.database.db, " Boss@Example.com", true)).toBe(true);
    expect((await k.call("GET", "/api/user/profile", undefined, token)).json().data.is_admin).toBe(true);
    expect(await setAdmin(t.database.db, "boss@example.com", false)).toBe(true);
    expect((await k.call("GET", "/api/user/profile", undefined, token)).json().data.is_admin).toBe(false);
    expect(await setAdmin(t.database.db, "nobody@example.com", true)).toBe(false);
  });
});
