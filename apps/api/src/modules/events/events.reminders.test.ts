import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTestApp } from "../admin/admin-test-kit.ts";
import { day, eventsKit, eventually, jobRow, sleep } from "./events-test-kit.ts";

const { t, boss } = adminTestApp();
let k: ReturnType<typeof eventsKit>;
beforeAll(() => {
  k = eventsKit(t);
});

/** A student of this test (each test its own, so mails are told apart by address). */
let n = 0;
const student = () => k.student(`student${++n}@uni.edu`);
const second = 1000;

describe("reminder mails (durable jobs)", () => {
  it("due now (the event is within a day): the mail goes out within seconds, once, with what, when, where and the .ics", async () => {
    const s = await student();
    const id = await k.event(2 * 60 * 60 * second, { title: "Exam clinic", link: "https://meet.example.com/clinic" });
    expect((await k.remind(id, s.token)).statusCode).toBe(200);
    const [mail] = await eventually(() => {
      const mails = k.reminderMails(`student${n}@uni.edu`);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const event = (await k.get("/events?search=clinic")).json().data[0];
    expect(mail!.subject).toContain("Exam clinic");
    expect(mail!.text).toContain("What: Exam clinic");
    expect(mail!.text).toContain(`When: `);
    expect(mail!.text).toContain(`at ${event.time} (Africa/Lagos, GMT+1)`);
    expect(mail!.text).toContain("Where: https://meet.example.com/clinic");
    expect(mail!.html).toContain('<a href="https://meet.example.com/clinic">');
    const ics = (await k.get(`/events/${id}/calendar.ics`)).body;
    expect(mail!.attachments).toEqual([
      { filename: "event.ics", content: ics, contentType: "text/calendar; charset=utf-8" },
    ]);
    expect((await k.reminderOf(id, s.id))?.sentAt).toBeInstanceOf(Date);
    await sleep(1_500);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1);
    // Set again after it went: still the one reminder, no second mail.
    expect((await k.remind(id, s.token)).statusCode).toBe(200);
    await sleep(1_000);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1);
  });

  it("due later: the job waits for 24 hours before the start, then the mail goes", async () => {
    const s = await student();
    const id = await k.event(day + 3 * second);
    await k.remind(id, s.token);
    const reminder = await k.reminderOf(id, s.id);
    const job = await jobRow(t.database.db, reminder?.jobId);
    expect(job?.state).toBe("created");
    expect(Math.abs(new Date(job!.start_after).getTime() - reminder!.dueAt.getTime())).toBeLessThan(1_000);
    await sleep(1_000);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(0);
    await eventually(() => expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1));
  });

  it("set twice at once: one reminder, one job, one mail", async () => {
    const s = await student();
    const id = await k.event(2 * 60 * 60 * second);
    const answers = await Promise.all([k.remind(id, s.token), k.remind(id, s.token), k.remind(id, s.token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'event-reminder' and data->>'reminderId' = ${String((await k.reminderOf(id, s.id))!.id)}`,
    );
    expect(JSON.stringify(jobs)).toContain('"n":1');
    await eventually(() => expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1));
    await sleep(1_000);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1);
  });

  it("cancelled: its job is cancelled and no mail goes out", async () => {
    const s = await student();
    const id = await k.event(day + 2 * second);
    await k.remind(id, s.token);
    const jobId = (await k.reminderOf(id, s.id))?.jobId;
    expect((await k.unremind(id, s.token)).statusCode).toBe(200);
    expect((await jobRow(t.database.db, jobId))?.state).toBe("cancelled");
    await sleep(3_500);
    expect(await t.modules!.eventReminders.sweep()).toBe(0);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(0);
  });

  it("an event moved by an admin moves its reminders: sooner goes out now, with the new time", async () => {
    const s = await student();
    const created = await k.form(
      "POST",
      "/events",
      {
        title: "Career day",
        short_desc: "Meet employers.",
        date: "2031-05-06",
        time: "10:00",
        link: "https://example.com/career",
      },
      boss.token,
    );
    const id = created.json().data.id as number;
    await k.remind(id, s.token);
    const before = await k.reminderOf(id, s.id);
    expect(before!.dueAt.toISOString()).toBe("2031-05-05T09:00:00.000Z");
    // Moved to within the next day (on the Lagos clock): due at once.
    const soon = new Date(Date.now() + 3 * 60 * 60 * second + 60 * 60 * second);
    const local = soon.toISOString();
    const moved = await k.form(
      "PUT",
      `/events/${id}`,
      {
        title: "Career day",
        short_desc: "Meet employers.",
        date: local.slice(0, 10),
        time: local.slice(11, 16),
        link: "https://example.com/career",
      },
      boss.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await k.reminderOf(id, s.id);
    expect(after!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(after!.jobId).not.toBe(before!.jobId);
    expect((await jobRow(t.database.db, before!.jobId))?.state).toBe("cancelled");
    const [mail] = await eventually(() => {
      const mails = k.reminderMails(`student${n}@uni.edu`);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text).toContain(`at ${moved.json().data.time} (Africa/Lagos`);
  });

  it("moved later: nothing goes at the old time; moved into the past: its reminders are dropped", async () => {
    const s = await student();
    const id = await k.event(day + 2 * second);
    await k.remind(id, s.token);
    const listed = (await k.api("GET", "/events?per_page=50", undefined, boss.token)).json().data;
    expect(listed.find((e: { id: number }) => e.id === id).reminders_count).toBe(1);
    const later = new Date(Date.now() + 3 * day);
    await t.context!.jobs.start();
    // Through the admin call: the new local time on the Lagos clock.
    const lagos = new Date(later.getTime() + 60 * 60 * second).toISOString();
    const form = {
      title: "Later",
      short_desc: "Moved.",
      date: lagos.slice(0, 10),
      time: lagos.slice(11, 16),
      link: "https://example.com",
    };
    expect((await k.form("PUT", `/events/${id}`, form, boss.token)).statusCode).toBe(200);
    const moved = await k.reminderOf(id, s.id);
    expect(moved!.dueAt.getTime()).toBeGreaterThan(Date.now() + day);
    await sleep(3_000);
    expect(await t.modules!.eventReminders.sweep()).toBe(0);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(0);

    const past = { ...form, date: "2020-01-01", time: "10:00" };
    expect((await k.form("PUT", `/events/${id}`, past, boss.token)).statusCode).toBe(200);
    expect(await k.reminderOf(id, s.id)).toBeUndefined();
    expect((await jobRow(t.database.db, moved!.jobId))?.state).toBe("cancelled");
  });

  it("an event deleted by an admin cancels its reminders and their jobs", async () => {
    const s = await student();
    const id = await k.event(day + 2 * second);
    await k.remind(id, s.token);
    const jobId = (await k.reminderOf(id, s.id))?.jobId;
    expect((await k.api("DELETE", `/events/${id}`, undefined, boss.token)).statusCode).toBe(200);
    expect(await k.reminderOf(id, s.id)).toBeUndefined();
    expect((await jobRow(t.database.db, jobId))?.state).toBe("cancelled");
    await sleep(3_000);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(0);
  });

  it("the sweep delivers a due reminder whose job was lost, once, even racing the job and itself", async () => {
    const s = await student();
    const id = await k.event(day + 2 * second);
    await k.remind(id, s.token);
    const reminder = await k.reminderOf(id, s.id);
    await t.database.db.execute(sql`delete from pgboss.job where id = ${reminder!.jobId}`);
    await sleep(2_500);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(0);
    const swept = await Promise.all([
      t.modules!.eventReminders.sweep(),
      t.modules!.eventReminders.sweep(),
      t.modules!.eventReminders.deliver(reminder!.id),
    ]);
    expect(swept.map(Number).reduce((a, b) => a + b)).toBe(1);
    expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1);
  });

  it("a mail that fails is not marked sent: the next try sends it, once", async () => {
    const s = await student();
    const id = await k.event(2 * 60 * 60 * second);
    const send = t.mailer.send;
    let failures = 0;
    t.mailer.send = async (mail) => {
      if (mail.subject.startsWith("Reminder:") && failures++ === 0) throw new Error("SMTP down");
      return send(mail);
    };
    try {
      await t.context!.jobs.start();
      const reminderId = await (async () => {
        await k.remind(id, s.token);
        return (await k.reminderOf(id, s.id))!.id;
      })();
      // Whichever runs first (the job or this call) meets the failure; the other one sends.
      await t.modules!.eventReminders.deliver(reminderId).catch(() => {});
      await eventually(async () => {
        if (k.reminderMails(`student${n}@uni.edu`).length === 0) await t.modules!.eventReminders.deliver(reminderId);
        expect(k.reminderMails(`student${n}@uni.edu`)).toHaveLength(1);
      });
      expect(failures).toBeGreaterThanOrEqual(1);
      expect((await k.reminderOf(id, s.id))?.sentAt).toBeInstanceOf(Date);
    } finally {
      t.mailer.send = send;
    }
  });
});
