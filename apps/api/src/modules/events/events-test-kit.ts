import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventReminders, events } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { adminKit } from "../admin/admin-test-kit.ts";

const hour = 60 * 60 * 1000;
export const day = 24 * hour;

/** The admin kit plus events straight in the database, reminder calls, the reminder mails and their jobs. */
export function eventsKit(t: TestApp) {
  const k = adminKit(t);
  const db = t.database.db;

  /** An event starting `inMs` from now (negative: past). */
  async function event(inMs: number, fields: { title?: string; shortDesc?: string; link?: string } = {}) {
    const [row] = await db
      .insert(events)
      .values({
        title: fields.title ?? "Scholarship info session",
        shortDesc: fields.shortDesc ?? "How to apply, with last year's winners.",
        link: fields.link ?? "https://meet.example.com/scholarships",
        startsAt: new Date(Date.now() + inMs),
      })
      .returning({ id: events.id });
    return row!.id;
  }

  /** A multipart form as the console sends it; `thumbnail` as a file. */
  function form(method: "POST" | "PUT", path: string, fields: Record<string, string>, token?: string, file?: Buffer) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append("thumbnail", new Blob([new Uint8Array(file)], { type: "image/png" }), "thumb.png");
    return t.app.inject({
      method,
      url: `/forum/api/v1/admin${path}`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  const remind = (id: number | string, token?: string) =>
    k.call("POST", `/forum/api/v1/events/${id}/reminder`, undefined, token);
  const unremind = (id: number | string, token?: string) =>
    k.call("DELETE", `/forum/api/v1/events/${id}/reminder`, undefined, token);
  const reminderMails = (to?: string) =>
    t.mailer.sent.filter((m) => m.subject.startsWith("Reminder:") && (!to || m.to === to));
  const reminderOf = async (eventId: number, userId: number) =>
    (
      await db
        .select()
        .from(eventReminders)
        .where(sql`${eventReminders.eventId} = ${eventId} and ${eventReminders.userId} = ${userId}`)
    )[0];
  const setStart = (eventId: number, startsAt: Date) =>
    db.update(events).set({ startsAt }).where(eq(events.id, eventId));

  return { ...k, event, form, remind, unremind, reminderMails, reminderOf, setStart };
}

/** pg-boss's row of a job (state: created, active, completed, cancelled...). */
export async function jobRow(db: Db, id: string | null | undefined) {
  if (!id) return undefined;
  const rows = await db.execute(sql`select state, start_after, singleton_key from pgboss.job where id = ${id}`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    state: string;
    start_after: Date;
    singleton_key: string;
  }[];
  return list[0];
}

/** Polls `check` until it passes or `ms` go by (job workers poll every half second in tests). */
export async function eventually<T>(check: () => Promise<T> | T, ms = 8_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
