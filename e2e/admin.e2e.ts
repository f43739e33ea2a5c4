import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolationsAfterToasts } from "./support/axe.ts";
import { journey, openSession, randomEmail, useBrowser, type ViewportName, viewportNames } from "./support/browser.ts";
import { exclusive } from "./support/exclusive.ts";
import { e2ePoll } from "./support/fixtures.ts";
import { createVerifiedAccount, logIn, logInAsAdmin, navBar, signInAsAdmin, waitForPath } from "./support/forum.ts";
import { solidPng } from "./support/images.ts";

const browser = useBrowser();
const password = "admin-journey-1";

/** A JSON call to the server under test, with a token when given. */
async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

async function tokenOf(email: string, pass: string): Promise<string> {
  const { json } = await call("POST", "/api/v2/auth/login", { username: email, password: pass });
  const token = (json?.data as { access_token?: string } | undefined)?.access_token;
  if (!token) throw new Error(`login of ${email} answered no token: ${JSON.stringify(json)}`);
  return token;
}

/** Opens the console the way an admin does: the "Admin" link of the bar, or of the drawer on a phone. */
async function openConsole(page: Page, viewport: ViewportName) {
  if (viewport === "mobile") {
    await navBar(page).getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Admin", exact: true }).click();
  } else {
    await navBar(page).getByRole("link", { name: "Admin", exact: true }).click();
  }
  await waitForPath(page, "/forum/admin");
}

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

describe.each(viewportNames)("admin console at %s", (viewport) => {
  test("a student reports a post; the admin hides it; the reporter is told; a guest cannot open it; the admin restores it", async () => {
    const author = randomEmail("reported-author");
    const reporter = randomEmail("reporter");
    await createVerifiedAccount(author, password);
    await createVerifiedAccount(reporter, password);
    const title = `Selling exam answers ${viewport}`;
    const saved = await call(
      "POST",
      "/forum/api/v1/posts",
      { title, content: "<p>DM me for the answers.</p>" },
      await tokenOf(author, password),
    );
    const uuid = saved.json?.uuid as string;

    await journey(browser(), "admin-reports", viewport, async (s) => {
      const { page } = s;
      const student = await openSession(browser(), "admin-reports-reporter", viewport);
      try {
        await logIn(student.page, reporter, password);
        await student.page.goto(`/forum/post/${uuid}`);
        await student.page.getByRole("button", { name: "Flag post" }).click();
        const dialog = student.page.getByRole("dialog", { name: "Submit a report" });
        await dialog.getByRole("checkbox").first().check();
        await dialog.getByRole("button", { name: "Submit" }).click();
        await student.page.getByRole("button", { name: "Yes, report" }).click();
        await student.page.getByText(/report has been received/i).waitFor();

        await logInAsAdmin(page);
        await openConsole(page, viewport);
        await adminNav(page).getByRole("link", { name: "Reports" }).click();
        const row = page.getByRole("listitem", { name: title });
        await row.waitFor();
        expect(await axeViolationsAfterToasts(page)).toEqual([]);
        await s.shot("open reports");
        await row.getByRole("button", { name: `Hide: ${title}` }).click();
        const hide = page.getByRole("dialog", { name: "Hide post" });
        await hide.getByLabel("Note (optional)").fill("Offers to sell exam answers.");
        await s.shot("hide dialog");
        await hide.getByRole("button", { name: "Hide" }).click();
        await row.waitFor({ state: "detached" });

        // The reporter hears the outcome: the bell's list and the notifications page.
        await student.page.goto("/forum/notifications");
        const outcome = student.page.getByRole("main").getByRole("listitem").filter({ hasText: title });
        await expect.poll(() => outcome.textContent()).toContain("A moderator reviewed your report");
        expect(await outcome.textContent()).toContain("hid the post");
        await student.shot("reporter notified");
      } finally {
        await student.close();
      }

      const guest = await openSession(browser(), "admin-reports-guest", viewport);
      try {
        await guest.page.goto(`/forum/post/${uuid}`);
        await guest.page.getByText("Post not found").waitFor();
        await guest.shot("guest cannot open");
      } finally {
        await guest.close();
      }

      await page.getByRole("tab", { name: "Resolved" }).click();
      const resolved = page.getByRole("listitem", { name: title });
      await resolved.getByRole("button", { name: `Restore: ${title}` }).click();
      const restore = page.getByRole("dialog", { name: "Restore post" });
      await restore.getByRole("button", { name: "Restore" }).click();
      await restore.waitFor({ state: "detached" });
      await expect.poll(async () => (await call("GET", `/forum/api/v1/posts/${uuid}`)).status).toBe(200);
      await s.shot("restored");
    });
  });

  test("the admin creates a community and a poll, which a student then sees", () =>
    // Its new poll is the active one until the end, when the fixtures' poll is made active again.
    exclusive("active-poll", async () => {
      const student = randomEmail("sees-admin-work");
      await createVerifiedAccount(student, password);
      const community = `Chess Society ${viewport}`;
      const pollTitle = `Best time for chess club ${viewport}?`;

      await journey(browser(), "admin-content", viewport, async (s) => {
        const { page } = s;
        await logInAsAdmin(page);
        await openConsole(page, viewport);
        await adminNav(page).getByRole("link", { name: "Communities" }).click();
        await page.getByRole("button", { name: "New community" }).click();
        const form = page.getByRole("dialog", { name: "New community" });
        await form.getByRole("button", { name: "Save" }).click();
        await form.getByText("The name is required.").waitFor();
        await form.getByLabel("Name").fill(community);
        await form.getByLabel("Acronym").fill("CS");
        await form.getByLabel("About").fill("Weekly games, puzzles and a termly tournament for every level.");
        await form
          .getByLabel("Image")
          .setInputFiles({ name: "chess.png", mimeType: "image/png", buffer: solidPng(64, 32, [20, 60, 120]) });
        await form.getByRole("img").first().waitFor();
        await s.shot("community form");
        await form.getByRole("button", { name: "Save" }).click();
        await page.getByRole("listitem").filter({ hasText: community }).waitFor();

        await adminNav(page).getByRole("link", { name: "Polls" }).click();
        await page.getByRole("button", { name: "New poll" }).click();
        const poll = page.getByRole("dialog", { name: "New poll" });
        await poll.getByLabel("Title").fill(pollTitle);
        await poll.getByLabel("Option 1", { exact: true }).fill("Monday evening");
        await poll.getByLabel("Option 2", { exact: true }).fill("Saturday morning");
        await poll.getByRole("button", { name: "Add option" }).click();
        await poll.getByLabel("Option 3", { exact: true }).fill("Sunday afternoon");
        await poll.getByRole("switch", { name: /^Active/ }).click();
        expect(await axeViolationsAfterToasts(page)).toEqual([]);
        await s.shot("poll form");
        await poll.getByRole("button", { name: "Save" }).click();
        await page.getByRole("listitem").filter({ hasText: pollTitle }).waitFor();
        await s.shot("polls");

        const other = await openSession(browser(), "admin-content-student", viewport);
        try {
          await logIn(other.page, student, password);
          if (viewport === "mobile") {
            await other.page.getByRole("button", { name: "Poll, leaderboard and more" }).click();
          }
          await other.page.getByText(pollTitle).waitFor();
          await other.page.getByText("Saturday morning").waitFor();
          await other.shot("student sees the poll");
          await other.page.goto("/forum/communities");
          await other.page.getByRole("heading", { name: community }).waitFor();
          await other.shot("student sees the community");
        } finally {
          await other.close();
        }
      });

      // The sidebar journey votes in the fixtures' poll: make it the active one again.
      const token = (await signInAsAdmin()).token;
      const polls = (await call("GET", "/forum/api/v1/admin/polls", undefined, token)).json?.data as {
        id: number;
        title: string;
        options: { option: string }[];
      }[];
      const fixture = polls.find((p) => p.title === e2ePoll.title);
      if (!fixture) throw new Error("the fixtures' poll is gone");
      const put = await call(
        "PUT",
        `/forum/api/v1/admin/polls/${fixture.id}`,
        { title: fixture.title, options: fixture.options.map((o) => o.option), active: true },
        token,
      );
      expect(put.status).toBe(200);
    }));

  test("the admin suspends a student, whose next request fails and whose login says why and until when", async () => {
    const student = randomEmail("suspended");
    await createVerifiedAccount(student, password);
    const studentToken = await tokenOf(student, password);

    await journey(browser(), "admin-suspend", viewport, async (s) => {
      const { page } = s;
      await logInAsAdmin(page);
      await openConsole(page, viewport);
      await adminNav(page).getByRole("link", { name: "Users" }).click();
      await page.getByRole("searchbox", { name: "Search users by name or e-mail" }).fill(student);
      const row = page.getByRole("listitem").filter({ hasText: student });
      await row.getByRole("button", { name: /^Suspend: / }).click();
      const dialog = page.getByRole("dialog", { name: "Suspend user" });
      await dialog.getByRole("button", { name: "Suspend" }).click();
      await dialog.getByText("The reason is required.").waitFor();
      await dialog.getByLabel("Reason").fill("Spamming the feed with adverts");
      // Three days from now on the browser's clock, as the picker takes it.
      const until = await page.evaluate(() => {
        const d = new Date(Date.now() + 3 * 86_400_000);
        const pad = (n: number) => String(n).padStart(2, "0");
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      });
      await dialog.getByLabel("Ends (optional)").fill(until);
      await s.shot("suspend dialog");
      await dialog.getByRole("button", { name: "Suspend" }).click();
      await row.getByText("Suspended", { exact: true }).waitFor();
      // The success toast may come after the row changed: axe looks once it has shown and gone.
      await page.locator("[data-sonner-toast]").first().waitFor();
      expect(await axeViolationsAfterToasts(page)).toEqual([]);
      await s.shot("suspended");

      // The student's very next request fails: their token was revoked with the suspension.
      expect((await call("GET", "/api/user/profile", undefined, studentToken)).status).toBe(401);

      const other = await openSession(browser(), "admin-suspend-student", viewport);
      try {
        await other.page.goto("/forum/login");
        await other.page.getByLabel("Email", { exact: true }).fill(student);
        await other.page.getByLabel("Password", { exact: true }).fill(password);
        await other.page.getByRole("button", { name: /^log ?in$/i }).click();
        const error = other.page.getByRole("alertdialog", { name: "Error!" });
        await expect.poll(() => error.textContent()).toContain("Your account has been suspended until");
        expect(await error.textContent()).toContain("Spamming the feed with adverts");
        await other.shot("login explains");
      } finally {
        await other.close();
      }
    });
  });
});
