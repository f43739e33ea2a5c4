import { inArray } from "drizzle-orm";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { authKit } from "./auth-test-kit.ts";

const clientId = "forum-test.apps.googleusercontent.com";
let t: TestApp;
let k: ReturnType<typeof authKit>;
let sign: (claims: Record<string, unknown>) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  sign = (claims) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer("https://accounts.google.com")
      .setAudience((claims.aud as string) ?? clientId)
      .setSubject((claims.sub as string) ?? "google-1")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
  t = await createTestApp({ google: { clientId, keys: createLocalJWKSet({ keys: [jwk] }) } });
  k = authKit(t);
});
afterAll(() => t.close());

describe("Google sign-in", () => {
  it("creates a verified account on first use and signs the same one in later", async () => {
    const idToken = await sign({ email: "Tolu@Gmail.com", given_name: "Tolu", family_name: "Ade" });
    const first = await k.call("POST", "/api/v2/auth/google", { id_token: idToken });
    expect(first.statusCode).toBe(200);
    const me = (await k.call("GET", "/api/user/profile", undefined, first.json().data.access_token)).json().data;
    expect(me).toMatchObject({ email: "tolu@gmail.com", meta: { first_name: "Tolu", last_name: "Ade" } });
    const again = await k.call("POST", "/api/v2/auth/google", { id_token: await sign({ email: "tolu@gmail.com" }) });
    const same = (await k.call("GET", "/api/user/profile", undefined, again.json().data.access_token)).json().data;
    expect(same.user_id).toBe(me.user_id);
  });

  it("links to an existing account with that e-mail and verifies it", async () => {
    await k.signUp("linked@example.com");
    const res = await k.call("POST", "/api/v2/auth/google", {
      id_token: await sign({ sub: "google-2", email: "linked@example.com" }),
    });
    expect(res.statusCode).toBe(200);
    expect((await k.login("linked@example.com")).json().data.access_token).toBeDefined();
  });

  it("puts an account it makes in its address's sign-up burst, as a password sign-up is (issue 23)", async () => {
    await k.signUp("first@example.com", undefined, "203.0.113.80");
    const google = async (sub: string, email: string, from: string) =>
      k.call("POST", "/api/v2/auth/google", { id_token: await sign({ sub, email }) }, undefined, from);
    expect((await google("google-3", "same@gmail.com", "203.0.113.80")).statusCode).toBe(200);
    expect((await google("google-4", "other@gmail.com", "203.0.113.81")).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ email: users.email, id: users.id, cluster: users.signupCluster })
      .from(users)
      .where(inArray(users.email, ["first@example.com", "same@gmail.com", "other@gmail.com"]));
    const of = (email: string) => rows.find((r) => r.email === email)!;
    expect(of("same@gmail.com").cluster).toBe(of("first@example.com").id);
    expect(of("other@gmail.com").cluster).toBe(of("other@gmail.com").id);
  });

  it("refuses a token for another audience, an unverified e-mail, or a bad signature", async () => {
    const bad = [
      await sign({ aud: "someone-else", email: "a@gmail.com" }),
      await sign({ sub: "google-3", email: "b@gmail.com", email_verified: false }),
      `${(await sign({ email: "c@gmail.com" })).slice(0, -3)}abc`,
    ];
    for (const id_token of bad) {
      const res = await k.call("POST", "/api/v2/auth/google", { id_token });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Google login failed. Please try again.");
    }
  });

  it("tells the web app the client id", async () => {
    const res = await k.call("GET", "/forum/api/v1/config");
    expect(res.json().data.google_client_id).toBe(clientId);
  });
});

describe("Google sign-in switched off", () => {
  it("is a 404 and the config says so", async () => {
    const off = await createTestApp();
    const res = await authKit(off).call("POST", "/api/v2/auth/google", { id_token: "x" });
    expect(res.statusCode).toBe(404);
    expect((await authKit(off).call("GET", "/forum/api/v1/config")).json().data.google_client_id).toBeNull();
    await off.close();
  });
});
