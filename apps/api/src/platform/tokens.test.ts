import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from "./tokens.ts";

const student = { id: 7, email: "ada@school.test", tokenVersion: 3 };

describe("access tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("checks a token's signature once, then knows it by its text", async () => {
    const tokens = createTokenService("secret");
    const { access_token } = await tokens.issue(student);
    const verify = vi.spyOn(globalThis.crypto.subtle, "verify");
    const first = await tokens.verify(access_token);
    const again = await tokens.verify(access_token);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ userId: 7, version: 3 });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("still rejects a known token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = createTokenService("secret");
    const { access_token } = await tokens.issue(student);
    await tokens.verify(access_token);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    await expect(tokens.verify(access_token)).resolves.toMatchObject({ userId: 7 });
    vi.setSystemTime(Date.now() + 1000);
    await expect(tokens.verify(access_token)).rejects.toMatchObject({ status: 401 });
  });

  it("rejects a changed token or another secret's, even after the genuine one was checked", async () => {
    const tokens = createTokenService("secret");
    const { access_token } = await tokens.issue(student);
    await tokens.verify(access_token);
    const [header, , signature] = access_token.split(".");
    const forged = Buffer.from(JSON.stringify({ user_id: 1, ver: 3, exp: 4_000_000_000 })).toString("base64url");
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ status: 401 });
    const other = await createTokenService("another secret").issue(student);
    await expect(tokens.verify(other.access_token)).rejects.toMatchObject({ status: 401 });
  });
});
