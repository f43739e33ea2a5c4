import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, openSession, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, liveConnected, logIn, navBar, waitForPath } from "./support/forum.ts";

const browser = useBrowser();
const password = "notify-pass-1";

/** A post written through the API as `email` (the journey is about what happens after it). */
async function postAs(email: string, title: string): Promise<string> {
  const call = async (path: string, body: object, token?: string) => {
    const res = await fetch(`${inject("baseUrl")}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: { access_token: string }; uuid: string };
  };
  const { data } = await call("/api/v2/auth/login", { username: email, password });
  return (await call("/forum/api/v1/posts", { title, content: "<p>Is it open on Saturdays?</p>" }, data.access_token))
    .uuid;
}

const bell = (page: Page) => navBar(page).getByRole("button", { name: /^Notifications/ });

/** Runs one action of the spec's flow: confirm, (progress), then the success dialog with the server's message. */
async function confirmAction(page: Page, trigger: Locator, confirmLabel: string, serverMessage: string) {
  await trigger.click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await confirm.getByRole("button", { name: confirmLabel }).click();
  const done = page.getByRole("dialog", { name: "Success!" });
  await expect.poll(() => done.textContent()).toContain(serverMessage);
  await done.getByRole("button", { name: "OK" }).click();
}

describe.each(viewportNames)("notifications at %s", (viewport) => {
  test("B replies to A's post: A sees the toast and the badge live, then reads, unreads and deletes", async () => {
    const a = randomEmail("author");
    const b = randomEmail("replier");
    await createVerifiedAccount(a, password);
    await createVerifiedAccount(b, password);
    const title = `Library hours ${viewport}`;
    const uuid = await postAs(a, title);

    await journey(browser(), "notifications-live", viewport, async (s) => {
      const { page } = s;
      await logIn(page, a, password);
      await expect.poll(() => bell(page).getAttribute("aria-expanded")).toBe("false");
      // A marker that a reload would wipe: everything below must happen in this same document.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await liveConnected(page);

      const other = await openSession(browser(), "notifications-replier", viewport);
      try {
        await logIn(other.page, b, password);
        await other.page.goto(`/forum/post/${uuid}`);
        await other.page.getByRole("button", { name: "Reply" }).click();
        await other.page.getByPlaceholder("Share your thoughts").fill("Yes, from 10am to 4pm.");
        await other.page.getByRole("button", { name: "Send reply" }).click();
        await other.page.getByText("1 comment").first().waitFor();
      } finally {
        await other.close();
      }

      // Sonner's toasts carry data-sonner-toast; the panel's items do not.
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: `replied to your post: ${title}` });
      await toast.waitFor();
      expect(await toast.getByRole("link", { name: "View post" }).getAttribute("href")).toBe(`/forum/post/${uuid}`);
      await expect.poll(async () => (await bell(page).textContent())?.includes("1 unread")).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await s.shot("toast and badge");

      await bell(page).click();
      const panel = page.getByRole("region", { name: "Notifications", exact: true });
      const item = panel.getByRole("listitem").filter({ hasText: title });
      await item.waitFor();
      expect(await item.textContent()).toContain("Yes, from 10am to 4pm.");
      await toast.waitFor({ state: "detached" }); // opening the panel clears the live toast
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("panel");
      await confirmAction(
        page,
        item.getByRole("button", { name: "Mark as read" }),
        "Mark as read",
        "Notification marked as read.",
      );
      await expect.poll(async () => (await bell(page).textContent())?.includes("unread")).toBe(false);

      await panel.getByRole("link", { name: "View All Notifications" }).click();
      await waitForPath(page, "/forum/notifications");
      const main = page.getByRole("main");
      const row = main.getByRole("listitem").filter({ hasText: title });
      await confirmAction(
        page,
        row.getByRole("button", { name: "Mark as unread" }),
        "Mark as unread",
        "Notification marked as unread.",
      );
      await expect.poll(async () => (await bell(page).textContent())?.includes("1 unread")).toBe(true);
      expect(await row.textContent()).toContain("Unread");
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("page");

      await confirmAction(
        page,
        row.getByRole("button", { name: "Delete notification" }),
        "Delete",
        "Notification deleted.",
      );
      await main.getByText("No notifications yet").waitFor();
      await main.getByText("You're all caught up! New updates and replies will show up here").waitFor();
      await expect.poll(async () => (await bell(page).textContent())?.includes("unread")).toBe(false);
      await s.shot("empty");
    });
  });

  test("a like arrives live and its toast opens the post; Mark all as Read; Delete all notifications", async () => {
    const a = randomEmail("liked");
    const b = randomEmail("liker");
    await createVerifiedAccount(a, password);
    await createVerifiedAccount(b, password);
    const title = `Bus to the hostel ${viewport}`;
    const uuid = await postAs(a, title);

    await journey(browser(), "notifications-all", viewport, async (s) => {
      const { page } = s;
      await logIn(page, a, password);
      await page.goto("/forum/notifications");
      await page.getByRole("main").getByText("No notifications yet").waitFor();
      await liveConnected(page);

      const other = await openSession(browser(), "notifications-liker", viewport);
      try {
        await logIn(other.page, b, password);
        await other.page.goto(`/forum/post/${uuid}`);
        // The button turns at once (optimistic); the session may close only once the server has the like.
        const saved = other.page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().endsWith(`/toggle-like`),
        );
        await other.page.getByRole("button", { name: /^Like/ }).first().click();
        expect((await saved).status()).toBe(200);
        await expect
          .poll(() => other.page.getByRole("button", { name: /^Like/ }).first().getAttribute("aria-pressed"))
          .toBe("true");
      } finally {
        await other.close();
      }

      const toast = page.locator("[data-sonner-toast]").filter({ hasText: `liked your post: ${title}` });
      await toast.getByRole("link", { name: "View post" }).click();
      await waitForPath(page, `/forum/post/${uuid}`);
      await page.getByRole("heading", { name: title }).waitFor();

      await toast.waitFor({ state: "detached" }); // a toast goes with the page it was shown on
      await page.goBack();
      await waitForPath(page, "/forum/notifications");
      const main = page.getByRole("main");
      await main
        .getByRole("listitem")
        .filter({ hasText: `liked your post: ${title}` })
        .waitFor();
      await confirmAction(
        page,
        main.getByRole("button", { name: "Mark all as Read" }),
        "Mark all as Read",
        "All notifications marked as read.",
      );
      expect(await main.getByRole("button", { name: "Mark all as Read" }).isDisabled()).toBe(true);
      await confirmAction(
        page,
        main.getByRole("button", { name: "Delete all notifications" }),
        "Delete all",
        "All notifications deleted.",
      );
      await main.getByText("No notifications yet").waitFor();
      await s.shot("all deleted");
    });
  });
});
