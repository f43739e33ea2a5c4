import { adminMessages, eventMessages, imageMessages } from "@forum/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventReminders } from "../../db/schema/index.ts";
import { adminTestApp, png } from "../admin/admin-test-kit.ts";
import { day, eventsKit } from "./events-test-kit.ts";

const { t, boss } = adminTestApp();
let k: ReturnType<typeof eventsKit>;
let ada: { token: string; id: number };
beforeAll(async () => {
  k = eventsKit(t);
  ada = await k.student("ada@uni.edu");
});

const list = (query = "", token?: string) => k.get(`/events${query}`, token);
const fields = {
  title: "Scholarship info session",
  short_desc: "How to apply, with last year's winners.",
  date: "2030-03-02",
  time: "14:30",
  link: "https://meet.example.com/scholarships",
};

describe("GET /events", () => {
  it("lists upcoming ones soonest first, then past ones newest first, in pages, with local date and time", async () => {
    const later = await k.event(3 * day, { title: "Later" });
    const soon = await k.event(day, { title: "Soon" });
    const lastWeek = await k.event(-7 * day, { title: "Last week" });
    const yesterday = await k.event(-day, { title: "Yesterday" });
    const first = await list("?per_page=3");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.map((e: { id: number }) => e.id)).toEqual([soon, later, yesterday]);
    expect(body).toMatchObject({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    expect(body.next_page_url).toBe("http://forum.test/forum/api/v1/events?page=2&per_page=3");
    const second = (await list("?per_page=3&page=2")).json();
    expect(second.data.map((e: { id: number }) => e.id)).toEqual([lastWeek]);
    expect(second.next_page_url).toBeNull();
    expect((await list("?page=9")).json().data).toEqual([]);

    // Lagos is UTC+1 all year: the wall clock is an hour ahead of starts_at.
    const e = body.data[0];
    const start = new Date(e.starts_at);
    const lagos = new Date(start.getTime() + 60 * 60 * 1000).toISOString();
    expect(e).toMatchObject({ date: lagos.slice(0, 10), time: lagos.slice(11, 16), reminder_set: false });
    expect(Object.keys(e).sort()).toEqual(
      ["date", "id", "link", "reminder_set", "short_desc", "starts_at", "thumbnail", "time", "title"].sort(),
    );
  });

  it("searches title and description, taking % and _ literally; shows the caller's own reminders", async () => {
    const robotics = await k.event(2 * day, { title: "Robotics fair", shortDesc: "Build 100% of a robot" });
    await k.event(2 * day, { title: "Chess night", shortDesc: "Bring a board" });
    const found = (await list("?search=robot")).json();
    expect(found.data.map((e: { id: number }) => e.id)).toEqual([robotics]);
    expect(found.total).toBe(1);
    expect((await list("?search=100%25")).json().data.map((e: { id: number }) => e.id)).toEqual([robotics]);
    expect((await list("?search=%25%25%25")).json().data).toEqual([]);
    expect((await list(`?search=${"x".repeat(101)}`)).statusCode).toBe(422);
    expect((await list("?per_page=51")).statusCode).toBe(422);

    expect((await k.remind(robotics, ada.token)).statusCode).toBe(200);
    const mine = (await list("?search=robot", ada.token)).json().data[0];
    expect(mine.reminder_set).toBe(true);
    const bola = await k.student("bola@uni.edu");
    expect((await list("?search=robot", bola.token)).json().data[0].reminder_set).toBe(false);
    expect((await list("?search=robot")).json().data[0].reminder_set).toBe(false);
  });
});

describe("reminders", () => {
  it("sets one (200, the spec's text), again still one (200); guests 401, unknown 404, bad ids 422, past 422", async () => {
    const id = await k.event(3 * day);
    const set = await k.remind(id, ada.token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: "A reminder will be sent a day before the event",
      data: { id, reminder_set: true },
    });
    const again = await k.remind(id, ada.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reminder_set).toBe(true);
    const rows = await t.database.db.select().from(eventReminders).where(eq(eventReminders.eventId, id));
    expect(rows).toHaveLength(1);

    expect((await k.remind(id)).statusCode).toBe(401);
    const unknown = await k.remind(999_999, ada.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(eventMessages.notFound);
    for (const bad of ["abc", "0", "2147483648", "0x10", "1e0"]) {
      expect((await k.remind(bad, ada.token)).statusCode, bad).toBe(404);
    }
    const past = await k.remind(await k.event(-60_000), ada.token);
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ message: eventMessages.past, error: { id: [eventMessages.past] } });
  });

  it("cancels (200, no mail will go out), also when none was set; guests 401, unknown 404", async () => {
    const id = await k.event(3 * day);
    await k.remind(id, ada.token);
    const cancelled = await k.unremind(id, ada.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: eventMessages.reminderCancelled });
    expect(await k.reminderOf(id, ada.id)).toBeUndefined();
    expect((await list("", ada.token)).json().data.find((e: { id: number }) => e.id === id).reminder_set).toBe(false);
    expect((await k.unremind(id, ada.token)).statusCode).toBe(200);
    expect((await k.unremind(id)).statusCode).toBe(401);
    expect((await k.unremind(999_999, ada.token)).statusCode).toBe(404);
  });
});

describe("GET /events/{id}/calendar.ics", () => {
  it("answers the event as text/calendar, escaped and folded; unknown 404", async () => {
    const id = await k.event(2 * day, {
      title: "Exams; tips, tricks \\ more",
      shortDesc: `Line one\nLine two ${"é".repeat(60)}`,
    });
    const res = await k.get(`/events/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="event-${id}.ics"`);
    const ics = res.body;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("SUMMARY:Exams\\; tips\\, tricks \\\\ more\r\n");
    expect(ics).toContain(`UID:event-${id}@forum.test\r\n`);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      `DESCRIPTION:Line one\\nLine two ${"é".repeat(60)}\\n\\nhttps://meet.example.com/scholarships`,
    );
    const start = (await list()).json().data.find((e: { id: number }) => e.id === id).starts_at as string;
    expect(unfolded).toContain(`DTSTART:${start.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    expect((await k.get("/events/999999/calendar.ics")).statusCode).toBe(404);
    expect((await k.get("/events/x/calendar.ics")).statusCode).toBe(404);
  });
});

describe("admin events", () => {
  it("creates with a thumbnail (201) in Lagos time, changes keeping it, lists, deletes; each audited", async () => {
    const created = await k.form("POST", "/events", fields, boss.token, await png(1600, 900));
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json().message).toBe(adminMessages.created("Event"));
    expect(data).toMatchObject({ ...fields, starts_at: "2030-03-02T13:30:00.000Z", reminder_set: false });
    expect(data.thumbnail).toMatch(/^http:\/\/forum\.test\/forum\/uploads\/[0-9a-f]{32}-\d+x\d+\.webp$/);
    expect((await k.audits())[0]).toMatchObject({ action: "event.create", targetId: data.id, actorId: boss.id });

    const changed = await k.form(
      "PUT",
      `/events/${data.id}`,
      { ...fields, title: "Moved", time: "09:05", thumbnail: "" },
      boss.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: "Moved",
      time: "09:05",
      starts_at: "2030-03-02T08:05:00.000Z",
      thumbnail: data.thumbnail,
    });
    expect((await k.audits())[0]).toMatchObject({ action: "event.update", targetId: data.id });

    const page = (await k.api("GET", "/events?search=Moved", undefined, boss.token)).json();
    expect(page).toMatchObject({ total: 1, data: [{ id: data.id, title: "Moved", reminders_count: 0 }] });
    expect(page.data[0].created_at).toEqual(expect.any(String));

    const removed = await k.api("DELETE", `/events/${data.id}`, undefined, boss.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: null, message: adminMessages.deleted("Event") });
    expect((await k.audits())[0]).toMatchObject({ action: "event.delete", targetId: data.id, note: "Moved" });
    expect((await k.api("DELETE", `/events/${data.id}`, undefined, boss.token)).statusCode).toBe(404);
    expect((await k.form("PUT", `/events/${data.id}`, fields, boss.token)).statusCode).toBe(404);
  });

  it("refuses bad fields with 422 on the field, non-images on thumbnail; guests 401, students 403", async () => {
    const bad: [Record<string, string>, string][] = [
      [{ ...fields, title: " " }, "title"],
      [{ ...fields, title: "x".repeat(201) }, "title"],
      [{ ...fields, short_desc: "" }, "short_desc"],
      [{ ...fields, date: "2030-02-30" }, "date"],
      [{ ...fields, date: "2/3/2030" }, "date"],
      [{ ...fields, time: "24:00" }, "time"],
      [{ ...fields, time: "9:5" }, "time"],
      [{ ...fields, link: "ftp://files.example.com" }, "link"],
      [{ ...fields, link: "javascript:alert(1)" }, "link"],
    ];
    for (const [body, field] of bad) {
      const res = await k.form("POST", "/events", body, boss.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().error)).toEqual([field]);
    }
    const { title: _, ...noTitle } = fields;
    expect((await k.form("POST", "/events", noTitle, boss.token)).json().error).toHaveProperty("title");
    const notImage = await k.form("POST", "/events", fields, boss.token, Buffer.from("not a picture at all"));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().error).toEqual({ thumbnail: [imageMessages.notAnImage] });

    expect((await k.form("POST", "/events", fields)).statusCode).toBe(401);
    expect((await k.form("POST", "/events", fields, ada.token)).statusCode).toBe(403);
    expect((await k.api("GET", "/events", undefined, ada.token)).statusCode).toBe(403);
    expect((await k.api("DELETE", "/events/1", undefined, ada.token)).statusCode).toBe(403);
    expect((await k.api("GET", "/events")).statusCode).toBe(401);
    expect(await k.audits(1)).not.toContainEqual(
      expect.objectContaining({ action: "event.create", note: "x".repeat(201) }),
    );
  });
});
