import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolations, axeViolationsAfterToasts } from "./support/axe.ts";
import { journey, randomEmail, useBrowser, type ViewportName, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, logInAsAdmin, navBar, signInAsAdmin, waitForPath } from "./support/forum.ts";
import { solidPng } from "./support/images.ts";
import { addresses, parseHeaders } from "./support/mail.ts";

const browser = useBrowser();
const password = "events-journey-1";

const sections = [
  "Introduction",
  "Respect and Kindness",
  "Content and Discussions",
  "Safety and Privacy",
  "User Conduct",
  "Moderation and Enforcement",
  "Posting Guidelines",
  "Community Engagement",
  "Reporting Issues",
  "Updates to the Guidelines",
];

/** Follows a link of the main navigation: the bar on a wide screen, the drawer on a phone. */
async function openFromNav(page: Page, viewport: ViewportName, name: string) {
  if (viewport === "mobile") {
    await navBar(page).getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name, exact: true }).click();
  } else {
    await navBar(page).getByRole("link", { name, exact: true }).click();
  }
}

async function adminToken(): Promise<string> {
  return (await signInAsAdmin()).token;
}

/** The forum's local date and time (TIME_ZONE, Africa/Lagos unless set) `hours` from now, as the admin form takes them. */
function forumLocal(hours: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: process.env.TIME_ZONE || "Africa/Lagos",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** Creates an event the way the console does: multipart through the admin API, with a thumbnail. */
async function createEvent(token: string, fields: { title: string; short_desc: string; hours: number }) {
  const form = new FormData();
  const { date, time } = forumLocal(fields.hours);
  for (const [key, value] of Object.entries({ ...fields, date, time, link: "https://meet.example/e2e" })) {
    if (key !== "hours") form.append(key, String(value));
  }
  form.append(
    "thumbnail",
    new Blob([new Uint8Array(solidPng(64, 36, [30, 90, 200]))], { type: "image/png" }),
    "event.png",
  );
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/admin/events`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`creating "${fields.title}" answered ${res.status}: ${await res.text()}`);
}

/** Quoted-printable and base64 parts decoded, so a test can look for words however the mail was encoded. */
function readable(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"),
  );
  return [raw, Buffer.from(qp, "latin1").toString("utf8"), ...b64].join("\n");
}

/** The first mail to `email` written since `since` that mentions `words`, from DATA_DIR/outbox (polls). */
async function mailMentioning(email: string, words: string, since: number, timeoutMs: number) {
  const outbox = join(inject("dataDir"), "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const name of files.filter((n) => n.endsWith(".eml") && !(Number.parseInt(n, 10) < since))) {
      const raw = await readFile(join(outbox, name), "utf8");
      const headers = parseHeaders(raw);
      if (!addresses(headers.get("to") ?? "").includes(email.toLowerCase())) continue;
      const text = readable(raw);
      if (text.includes(words) || (headers.get("subject") ?? "").includes(words)) return { headers, raw, text };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} mentioning "${words}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.each(viewportNames)("guidelines and events at %s", (viewport) => {
  test("a guest opens the community guidelines from the navigation and jumps to a section", async () => {
    await journey(browser(), "guidelines", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/");
      await openFromNav(page, viewport, "Guidelines");
      await waitForPath(page, "/forum/community-guidelines");
      await page.getByRole("heading", { level: 1, name: "Community Guidelines" }).waitFor();
      await page.getByText("Last updated 21st December 2024").waitFor();
      const article = page.getByRole("article", { name: "Community Guidelines" });
      const headings = await article.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings.filter((h) => h !== "On this page")).toEqual(sections.map((t, i) => `${i + 1}. ${t}`));
      await s.shot("guidelines");
      await page
        .getByRole("navigation", { name: "On this page" })
        .getByRole("link", { name: "9. Reporting Issues" })
        .click();
      await page.waitForURL(/#reporting-issues$/);
      const heading = page.getByRole("heading", { level: 2, name: "9. Reporting Issues" });
      // Below the fixed navigation bar, not under it.
      const box = await heading.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(64);
      expect(box?.y ?? 1e6).toBeLessThan(viewport === "mobile" ? 740 : 800);
      await s.shot("reporting issues");
      // The page is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === "mobile" ? 360 : 1280,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test("a student searches the events, presses Remind Me, and the reminder mail arrives with the .ics", async () => {
    const tag = `${viewport}-${Date.now().toString(36)}`;
    const title = `Robotics showcase ${tag}`;
    const token = await adminToken();
    // Within 24 hours: the reminder is due at once, so the mail goes out within a minute.
    await createEvent(token, { title, short_desc: "Student teams demo their robots.", hours: 3 });
    await createEvent(token, { title: `Poetry night ${tag}`, short_desc: "Open mic for poets.", hours: 30 });
    const student = randomEmail("events");
    await createVerifiedAccount(student, password);

    await journey(browser(), "events-reminder", viewport, async (s) => {
      const { page } = s;
      await logIn(page, student, password);
      await openFromNav(page, viewport, "Events");
      await waitForPath(page, "/forum/events");
      await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
      await page.getByRole("article").first().waitFor();
      // The list is replaced by the search's answer (asked 300 ms after the last key), which holds the one match.
      const searched = page.waitForResponse((r) => /\/forum\/api\/v1\/events\?.*search=Robotics/.test(r.url()));
      await page.getByRole("searchbox", { name: "Search events" }).fill(`Robotics showcase ${tag}`);
      await searched;
      const card = page.getByRole("article", { name: title });
      await card.waitFor();
      expect(await page.getByRole("article").count()).toBe(1);
      // The thumbnail the admin uploaded, re-encoded and served (decorative: the title names the card).
      const thumbnail = card.locator("img");
      await thumbnail.waitFor();
      await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth > 0, await thumbnail.elementHandle());
      await card.getByText("Student teams demo their robots.").waitFor();
      expect(await card.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toMatch(
        /^\/forum\/api\/v1\/events\/\d+\/calendar\.ics$/,
      );
      await s.shot("search");

      const since = Date.now() - 1_000;
      // Toasts last 4 s: watching starts before the click, so a busy machine cannot miss one.
      const set = page.getByText("A reminder will be sent a day before the event").first().waitFor();
      await card.getByRole("button", { name: "Remind Me" }).click();
      await set;
      await card.getByText("Reminder set").waitFor();
      await card.getByRole("button", { name: "Cancel reminder" }).waitFor();
      await s.shot("reminder set");
      expect(await axeViolationsAfterToasts(page)).toEqual([]);

      // A reload shows the reminder as the server holds it.
      await page.reload();
      await page.getByRole("searchbox", { name: "Search events" }).fill(title);
      await page.getByRole("article", { name: title }).getByText("Reminder set").waitFor();

      const mail = await mailMentioning(student, title, since, 90_000);
      expect(mail.text).toContain("https://meet.example/e2e");
      expect(mail.raw).toMatch(/text\/calendar/i);
      expect(mail.raw).toMatch(/\.ics/i);

      // Cancelled: back to Remind Me, with the server's word for it.
      const again = page.getByRole("article", { name: title });
      const cancelled = page.getByText("Reminder cancelled. No mail will go out.").first().waitFor();
      await again.getByRole("button", { name: "Cancel reminder" }).click();
      await cancelled;
      await again.getByRole("button", { name: "Remind Me" }).waitFor();

      await page.getByRole("searchbox", { name: "Search events" }).fill(`nothing-like-this-${tag}`);
      await page.getByText(`No events found for "nothing-like-this-${tag}"`).waitFor();
      await s.shot("no events found");
    });
  });

  test("an admin adds an event in the console with a thumbnail, students see it, the admin deletes it", async () => {
    const title = `Study skills clinic ${viewport}-${Date.now().toString(36)}`;
    await journey(browser(), "admin-events", viewport, async (s) => {
      const { page } = s;
      await logInAsAdmin(page);
      if (viewport === "mobile") {
        await navBar(page).getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: "Admin", exact: true }).click();
      } else {
        await navBar(page).getByRole("link", { name: "Admin", exact: true }).click();
      }
      await waitForPath(page, "/forum/admin");
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Events" }).click();
      await waitForPath(page, "/forum/admin/events");
      await page.getByRole("button", { name: "New event" }).click();
      const form = page.getByRole("dialog", { name: "New event" });
      await form.getByRole("button", { name: "Save" }).click();
      await form.getByText("The title is required.").waitFor();
      const { date, time } = forumLocal(48);
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Short description").fill("Note-taking, revision plans and exam technique.");
      await form.getByLabel("Date").fill(date);
      await form.getByLabel("Time").fill(time);
      await form.getByLabel("Link").fill("https://meet.example/clinic");
      await form
        .getByLabel("Thumbnail")
        .setInputFiles({ name: "clinic.png", mimeType: "image/png", buffer: solidPng(64, 36, [200, 80, 30]) });
      await form.getByRole("img", { name: "Preview of the new event thumbnail" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("event form");
      await form.getByRole("button", { name: "Save" }).click();
      const row = page.getByRole("listitem").filter({ hasText: title });
      await row.waitFor();
      await row.getByText("0 reminders pending").waitFor();
      await s.shot("events list");

      await page.goto("/forum/events");
      await page.getByRole("searchbox", { name: "Search events" }).fill(title);
      const card = page.getByRole("article", { name: title });
      await card.getByText("Note-taking, revision plans and exam technique.").waitFor();
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).naturalWidth > 0,
        await card.locator("img").elementHandle(),
      );

      await page.goto("/forum/admin/events");
      await page.getByRole("button", { name: `Delete: ${title}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await page.getByRole("listitem").filter({ hasText: title }).waitFor({ state: "detached" });
      await page.goto("/forum/events");
      await page.getByRole("searchbox", { name: "Search events" }).fill(title);
      await page.getByText(`No events found for "${title}"`).waitFor();
    });
  });
});
