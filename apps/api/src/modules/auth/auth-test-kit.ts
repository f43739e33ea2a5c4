import { eq, sql } from "drizzle-orm";
import { authCodes, users } from "../../db/schema/index.ts";
import { lastCode, type TestApp } from "../../test/test-app.ts";

/** Small steps the account tests share: call, sign up, verify, log in. */
export function authKit(t: TestApp) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token?: string) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  async function signUp(email: string, password = "secret1") {
    const res = await call("POST", "/api/v2/auth/register", { email, password });
    if (res.statusCode !== 201) throw new Error(`register ${res.statusCode}: ${res.body}`);
  }

  async function verifiedUser(email: string, password = "secret1") {
    await signUp(email, password);
    const res = await call("POST", "/api/v2/auth/verify-email-token", { email, token: lastCode(t.mailer, email) });
    return res.json().data.access_token as string;
  }

  const login = (email: string, password = "secret1") =>
    call("POST", "/api/v2/auth/login", { username: email, password });

  /** Moves the user's codes back in time, as if they were mailed `minutes` ago. */
  async function ageCodes(email: string, minutes: number) {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(authCodes)
      .set({
        createdAt: sql`${authCodes.createdAt} - make_interval(mins => ${minutes})`,
        expiresAt: sql`${authCodes.expiresAt} - make_interval(mins => ${minutes})`,
      })
      .where(eq(authCodes.userId, user!.id));
  }

  const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
  return { call, signUp, verifiedUser, login, ageCodes, mailsTo, code: (email: string) => lastCode(t.mailer, email) };
}
