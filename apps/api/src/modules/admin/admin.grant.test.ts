import { suspensionMessage } from "@forum/contract";
import { eq } from "drizzle-orm";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "../auth/auth-test-kit.ts";
import { setAdmin } from "./admin.grant.ts";

const clientId = "forum-test.apps.googleusercontent.com";
let t: TestApp;
let signGoogle: (email: string) => Promise<string>;
beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  signGoogle = (email) =>
    new SignJWT({ email_verified: true, email })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer("https://accounts.google.com")
      .setAudience(clientId)
      .setSubject(`google-${email}`)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
  t = await createTestApp({
    adminEmails: ["boss@example.com", "dean@example.com", "google.boss@example.com"],
    google: { clientId, keys: createLocalJWKSet({ keys: [jwk] }) },
  });
});
afterAll(() => t.close());

const isAdmin = async (token: string) =>
  (await authKit(t).call("GET", "/api/user/profile", undefined, token)).json().data.is_admin as boolean;

describe("admin grant", () => {
  it("sets and clears the flag shown on the profile", async () => {
    const k = authKit(t);
    const token = await k.verifiedUser("grantee@example.com");
    expect(await setAdmin(t.database.db, " Grantee@Example.com", true)).toBe(true);
    expect(await isAdmin(token)).toBe(true);
    expect(await setAdmin(t.database.db, "grantee@example.com", false)).toBe(true);
    expect(await isAdmin(token)).toBe(false);
    expect(await setAdmin(t.database.db, "nobody@example.com", true)).toBe(false);
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes a listed account an admin when it verifies its e-mail, not before", async () => {
    const k = authKit(t);
    await k.signUp("boss@example.com");
    expect((await k.login("boss@example.com")).json().data).toEqual({ unverified_email: true });
    const token = await k.verifiedUser("dean@example.com");
    expect(await isAdmin(token)).toBe(true);
    const verified = await k.call("POST", "/api/v2/auth/verify-email-token", {
      email: "boss@example.com",
      token: k.code("boss@example.com"),
    });
    const boss = verified.json().data.access_token;
    expect(await isAdmin(boss)).toBe(true);
    expect((await k.call("GET", "/forum/api/v1/admin/overview", undefined, boss)).statusCode).toBe(200);
  });

  it("applies on every sign-in (password or Google), and to listed accounts only", async () => {
    const k = authKit(t);
    await k.verifiedUser("plain@example.com");
    const plain = (await k.login("plain@example.com")).json().data.access_token;
    expect(await isAdmin(plain)).toBe(false);
    await setAdmin(t.database.db, "dean@example.com", false);
    const dean = (await k.login("dean@example.com")).json().data.access_token;
    expect(await isAdmin(dean)).toBe(true);
    const google = await k.call("POST", "/api/v2/auth/google", {
      id_token: await signGoogle("google.boss@example.com"),
    });
    expect(google.statusCode).toBe(200);
    expect(await isAdmin(google.json().data.access_token)).toBe(true);
  });
});

describe("Google sign-in of a suspended account", () => {
  it("answers 403 with the suspension's reason and end, like a password sign-in", async () => {
    const k = authKit(t);
    const idToken = await signGoogle("tolu@example.com");
    expect((await k.call("POST", "/api/v2/auth/google", { id_token: idToken })).statusCode).toBe(200);
    const until = new Date(Date.now() + 86_400_000);
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: "Spam", suspendedUntil: until })
      .where(eq(users.email, "tolu@example.com"));
    const refused = await k.call("POST", "/api/v2/auth/google", { id_token: idToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: suspensionMessage("Spam", until.toISOString()), error: "suspended" });
  });
});
