import { type NotificationData, parseNotificationData } from "@forum/contract";
import { writeRules } from "../../../platform/write-throttle.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { notificationsKit } from "../../notifications/notifications-test-kit.ts";

export type Student = { token: string; id: number };
const v1 = (path: string) => `/forum/api/v1${path}`;

/** Room for the many writes of these tests (the throttle has its own tests). */
const open = { burst: 1_000, everyMs: 1 };
export const roomyRules = {
  newAccount: Object.fromEntries(Object.keys(writeRules.newAccount).map((kind) => [kind, open])),
  established: Object.fromEntries(Object.keys(writeRules.established).map((kind) => [kind, open])),
} as typeof writeRules;

/** Steps the watching tests share: watch levels, writing through the API (so the hooks run), notifications read. */
export function watchingKit(t: TestApp) {
  const k = notificationsKit(t);
  return {
    ...k,
    watch: (s: Student, target: string, level: string) => k.call("PUT", v1(`${target}/watch`), { level }, s.token),
    levelOf: (s: Student, target: string) => k.call("GET", v1(`${target}/watch`), undefined, s.token),
    /** A published post written by `s` through the API: its row as answered. */
    write: async (s: Student, extra: object = {}, content = "<p>Who has the past questions?</p>") => {
      const res = await k.call("POST", v1("/posts"), { title: "Past questions", content, ...extra }, s.token);
      if (res.statusCode !== 201) throw new Error(`write: ${res.statusCode} ${res.body}`);
      return res.json().data as { id: number; uuid: string };
    },
    answer: async (s: Student, parentUuid: string, content?: string, anonymous = false) => {
      const res = await k.reply(s.token, parentUuid, content, anonymous);
      if (res.statusCode !== 201) throw new Error(`reply: ${res.statusCode} ${res.body}`);
      return res.json().data as { id: number; uuid: string };
    },
    /** The student's notifications as [type, data], newest first. */
    told: async (s: Student) =>
      ((await k.list(s.token)).json().data as { type: string; data: string }[]).map(
        (n) => [n.type, parseNotificationData(n.data) as NotificationData] as const,
      ),
  };
}
