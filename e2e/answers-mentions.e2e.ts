import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, openSession, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, navBar, signIn, waitForPath } from "./support/forum.ts";

const browser = useBrowser();
const password = "mention-pass-1";

describe.each(viewportNames)("mentions at %s", (viewport) => {
  test("A mentions B in a reply, picking B from the suggestions; B opens the notification at the reply", async () => {
    const a = randomEmail("mentioner");
    const b = randomEmail("mentioned");
    await createVerifiedAccount(a, password);
    await createVerifiedAccount(b, password);
    const tokenA = (await signIn(a, password)).token;
    const bStudent = await signIn(b, password);
    // A username of its own, so the suggestions hold B alone however many journeys ran before.
    const username = `mb${Date.now().toString(36)}${viewport.slice(0, 1)}`;
    const headers = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });
    const base = inject("baseUrl");
    const named = await fetch(`${base}/api/user/update-profile`, {
      method: "POST",
      headers: headers(bStudent.token),
      body: JSON.stringify({ username, firstname: "Bisi", lastname: "Mentioned" }),
    });
    expect(named.status).toBe(200);
    const title = `Past questions ${viewport} ${username}`;
    const created = await fetch(`${base}/forum/api/v1/posts`, {
      method: "POST",
      headers: headers(tokenA),
      body: JSON.stringify({ title, content: "<p>Who has the 2023 past questions?</p>" }),
    });
    const uuid = ((await created.json()) as { uuid: string }).uuid;

    await journey(browser(), "answers-mentions", viewport, async (s) => {
      const { page } = s;
      await logIn(page, a, password);
      await page.goto(`/forum/post/${uuid}`);
      await page.getByRole("button", { name: "Reply" }).click();
      const box = page.getByLabel("Your reply");
      await box.pressSequentially(`Ask @${username.slice(0, -1)}`);
      const list = page.getByRole("listbox", { name: "Students to mention" });
      const option = list.getByRole("option", { name: new RegExp(`@${username}`) });
      await option.waitFor();
      expect(await box.getAttribute("aria-activedescendant")).toBe(
        await list.getByRole("option").first().getAttribute("id"),
      );
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("suggestions");
      // A phone taps the suggestion; a keyboard walks to it and picks it with Enter.
      if (viewport === "mobile") await option.click();
      else {
        const id = await option.getAttribute("id");
        for (let i = 0; i < 8 && (await box.getAttribute("aria-activedescendant")) !== id; i++) {
          await box.press("ArrowDown");
        }
        await box.press("Enter");
      }
      await expect.poll(() => box.inputValue()).toBe(`Ask @${username} `);
      await box.pressSequentially("she has them.");
      await page.getByRole("button", { name: "Send reply" }).click();
      const comments = page.locator("#comments");
      const mention = comments.getByRole("link", { name: `@${username}` });
      await mention.waitFor();
      expect(await mention.getAttribute("href")).toMatch(new RegExp(`/forum/profile/${bStudent.userId}$`));
      await s.shot("reply with mention");

      const other = await openSession(browser(), "answers-mentions-b", viewport);
      try {
        await logIn(other.page, b, password);
        const bell = navBar(other.page).getByRole("button", { name: /^Notifications/ });
        await expect.poll(async () => (await bell.textContent())?.includes("1 unread")).toBe(true);
        await bell.click();
        const panel = other.page.getByRole("region", { name: "Notifications", exact: true });
        const item = panel.getByRole("link").filter({ hasText: `mentioned you: ${title}` });
        await item.waitFor();
        expect(await item.textContent()).toContain(`@${username} she has them.`);
        await other.shot("notification");
        await item.click();
        await waitForPath(other.page, `/forum/post/${uuid}`);
        expect(other.page.url()).toMatch(/#reply-[0-9a-f-]+$/);
        const reply = other.page.locator(new URL(other.page.url()).hash);
        await reply.getByText("she has them.").waitFor();
        await expect.poll(() => reply.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
        await other.shot("opened at the reply");
      } finally {
        await other.close();
      }
    });
  });
});
