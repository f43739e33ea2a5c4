import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-db.ts";
import { sleep } from "./events-test-kit.ts";

const minute = 60_000;
let server: ServerProcess | undefined;
let database: TestDatabase | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-crash-"));

afterAll(async () => {
  await server?.stop();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** The reminder mails to `to` in the outbox (one .eml file each). */
function reminderMails(to: string) {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), "utf8"))
    .filter((m) => m.includes(`To: ${to}`) && /^Subject: Reminder:/m.test(m));
}

/**
 * The real server, killed with SIGKILL after a reminder is set and before it is due, then started again on the same
 * database (PGlite's data directory, or the PostgreSQL test database): the mail goes out once.
 */
describe("a reminder across kill -9", () => {
  it("is sent once by the restarted server", async () => {
    database = await openTestDatabase();
    // On PGlite the server opens the data directory itself; this test database only decides the driver.
    const env: Record<string, string> = { LOG_LEVEL: "warn", ADMIN_EMAILS: "boss@uni.edu" };
    if (database.url) env.DATABASE_URL = database.url;
    else {
      await database.close();
      database = undefined;
    }
    server = await startServerProcess(env, { dataDir });
    const bossToken = await server.student("boss@uni.edu");
    const token = await server.student("ada@uni.edu");

    // Due at the next whole minute at least 10 s away (the form takes minutes): the event is a day after it.
    const due = Math.ceil((Date.now() + 10_000) / minute) * minute;
    const lagos = new Date(due + 24 * 60 * minute + 60 * minute).toISOString();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Crash course",
      short_desc: "Survives a crash.",
      date: lagos.slice(0, 10),
      time: lagos.slice(11, 16),
      link: "https://example.com/crash",
    }))
      form.append(key, value);
    const headers = (t: string) => ({ authorization: `Bearer ${t}` });
    const created = await fetch(`${server.base}/forum/api/v1/admin/events`, {
      method: "POST",
      headers: headers(bossToken),
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const set = await fetch(`${server.base}/forum/api/v1/events/${id}/reminder`, {
      method: "POST",
      headers: headers(token),
    });
    expect(set.status).toBe(200);

    const exited = new Promise((r) => server!.child.once("exit", r));
    server.child.kill("SIGKILL");
    await exited;
    expect(Date.now()).toBeLessThan(due);
    expect(reminderMails("ada@uni.edu")).toHaveLength(0);

    server = await startServerProcess(env, { dataDir });
    // Due while the server was down (a loaded machine can take that long to start it), it is sent once it runs.
    for (
      const until = Math.max(due, Date.now()) + 30_000;
      Date.now() < until && reminderMails("ada@uni.edu").length === 0;
    )
      await sleep(250);
    expect(reminderMails("ada@uni.edu"), server.logTail()).toHaveLength(1);
    // The .ics goes along as an attachment of the real mail.
    expect(reminderMails("ada@uni.edu")[0]).toMatch(
      /Content-Type: text\/calendar; charset=utf-8[\s\S]*filename=event\.ics/,
    );
    await sleep(3_000);
    expect(reminderMails("ada@uni.edu")).toHaveLength(1);
  }, 400_000); // two server starts (up to 2 minutes each on a loaded machine) and the wait for a whole minute
});
