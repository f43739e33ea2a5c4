import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { DEFAULT_NEW_ACCOUNT_HOURS } from "../../env.ts";
import type { TestApp } from "../../test/test-app.ts";
import { notificationsKit } from "../notifications/notifications-test-kit.ts";

type Student = { token: string; id: number };

let addresses = 0;
/** An address no other call gives (198.18.0.0/15 is for tests, never routed): a sign-up burst of its own. */
export const freshAddress = () => {
  addresses++;
  return `198.18.${addresses >> 8}.${addresses & 255}`;
};

/** Steps the moderation tests share: an admin, reports and resolutions through the real API, the lists to look in. */
export function moderationKit(t: TestApp) {
  const k = notificationsKit(t);
  const v1 = (path: string) => `/forum/api/v1${path}`;

  async function admin(email: string): Promise<Student> {
    const s = await k.student(email);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, s.id));
    return s;
  }

  /**
   * Makes an account one whose reports count toward the auto-hide (db/auto-hide.ts): older than NEW_ACCOUNT_HOURS
   * (`hours`, production's default unless the app was given another) and with a published post of its own.
   */
  async function season(id: number, hours = DEFAULT_NEW_ACCOUNT_HOURS) {
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours + 1})` })
      .where(eq(users.id, id));
    await k.post({ by: id, title: "Taking part" });
  }

  /** A student whose reports count: signed up from an address of their own (or `from`), then seasoned. */
  async function reporter(email: string, from = freshAddress()): Promise<Student> {
    const s = await k.student(email, from);
    await season(s.id);
    return s;
  }

  const report = (token: string, postId: number | string, reasons: number[] = [1]) =>
    k.call("POST", v1("/report-reasons"), { post_id: postId, report_reasons: reasons }, token);
  const queue = (token: string | undefined, query = "") =>
    k.call("GET", v1(`/admin/reports${query}`), undefined, token);
  const resolve = (token: string | undefined, postId: number | string, body: object) =>
    k.call("POST", v1(`/admin/reports/${postId}/resolve`), body, token);

  /** Reports the post as `by` and resolves it as `admin` with the action: the moderation path end to end. */
  async function moderate(by: Student, adminToken: string, postId: number, action: string, note?: string) {
    await report(by.token, postId);
    const res = await resolve(adminToken, postId, { action, note });
    if (res.statusCode !== 200) throw new Error(`resolve ${action}: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  /** The uuids of a list's page as this caller sees it, with the list's total. */
  async function listed(url: string, token?: string) {
    const res = await k.get(url, token);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    return { uuids: (body.data as { uuid: string }[]).map((p) => p.uuid), total: body.total as number, body };
  }

  return { ...k, admin, season, reporter, report, queue, resolve, moderate, listed };
}
