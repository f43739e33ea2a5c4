import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { notificationsKit } from "../notifications/notifications-test-kit.ts";

type Student = { token: string; id: number };

/** Steps the moderation tests share: an admin, reports and resolutions through the real API, the lists to look in. */
export function moderationKit(t: TestApp) {
  const k = notificationsKit(t);
  const v1 = (path: string) => `/forum/api/v1${path}`;

  async function admin(email: string): Promise<Student> {
    const s = await k.student(email);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, s.id));
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

  return { ...k, admin, report, queue, resolve, moderate, listed };
}
