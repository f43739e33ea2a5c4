import { eq, sql } from "drizzle-orm";
import { authCodes, authThrottles, users } from "../../db/schema/index.ts";
import { lastCode, type TestApp, testJwtSecret } from "../../test/test-app.ts";
import { addressKey } from "./auth.throttles.ts";

/** Small steps the account tests share: call, sign up, verify, log in. */
export function authKit(t: TestApp) {
  /**
   * One request (from 127.0.0.1 unless `from` names another address); resolves once the work it left running (reset
   * and resend mails) is done too.
   */
  async function call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    token?: string,
    from?: string,
  ) {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(from ? { remoteAddress: from } : {}),
    });
    await t.settled?.();
    return res;
  }

  /** `from`: the address the sign-up comes from (accounts made from one address within an hour are one burst). */
  async function signUp(email: string, password = "secret1", from?: string) {
    const res = await call("POST", "/api/v2/auth/register", { email, password }, undefined, from);
    if (res.statusCode !== 201) throw new Error(`register ${res.statusCode}: ${res.body}`);
  }

  async function verifiedUser(email: string, password = "secret1", from?: string) {
    await signUp(email, password, from);
    const res = await call("POST", "/api/v2/auth/verify-email-token", { email, token: lastCode(t.mailer, email) });
    return res.json().data.access_token as string;
  }

  const login = (email: string, password = "secret1") =>
    call("POST", "/api/v2/auth/login", { username: email, password });

  /**
   * Moves what the server remembers of an address (its code mails and wrong guesses, auth.throttles.ts; only one of
   * them with `only`) back in time, as if it all happened `minutes` earlier.
   */
  async function ageMemory(email: string, minutes: number, only?: "mail" | "guess") {
    const rows = (
      await t.database.db
        .select()
        .from(authThrottles)
        .where(eq(authThrottles.key, addressKey(testJwtSecret, email)))
    ).filter((row) => !only || row.kind.endsWith(`_${only}`));
    const back = (d: Date | null) => (d ? new Date(d.getTime() - minutes * 60_000) : null);
    for (const row of rows) {
      await t.database.db
        .update(authThrottles)
        .set({
          hits: row.hits.map((h) => h - minutes * 60_000),
          clearedAt: back(row.clearedAt),
          alertedAt: back(row.alertedAt),
        })
        .where(sql`${authThrottles.kind} = ${row.kind} and ${authThrottles.key} = ${row.key}`);
    }
  }

  /** Moves the user's codes back in time, as if they were mailed `minutes` ago (with the address's memory). */
  async function ageCodes(email: string, minutes: number) {
    await ageMemory(email, minutes);
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

  /** The reset token of the link in the newest password reset mail to `email`. */
  function linkToken(email: string) {
    const mail = mailsTo(email).findLast((m) => m.subject.includes("password reset code"));
    const token = mail?.text.match(/\/forum\/reset-password#token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  const setPassword = (token: string, password: string) =>
    call("PUT", "/api/auth/user-password", { token, password, confirmPassword: password });
  return {
    call,
    signUp,
    verifiedUser,
    login,
    ageCodes,
    ageMemory,
    mailsTo,
    linkToken,
    setPassword,
    code: (email: string) => lastCode(t.mailer, email),
  };
}
