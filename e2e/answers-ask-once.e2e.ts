import { askOnceTexts, duplicateTexts } from "@forum/contract";
import { describe, expect, inject, test } from "vitest";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, logInAsAdmin, signIn } from "./support/forum.ts";

const browser = useBrowser();
const password = "ask-once-pass-1";

/** Writes a question through the API as `token`; its uuid. */
async function ask(token: string, title: string): Promise<string> {
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-id": "Forum", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, content: "<p>Does anyone know?</p>" }),
  });
  if (res.status !== 201) throw new Error(`asking answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { uuid: string }).uuid;
}

describe.each(viewportNames)("ask once at %s", (viewport) => {
  test("a student sees an earlier question while typing; an admin closes a copy as its duplicate", async () => {
    // A word of this run's own, so the suggestions hold this journey's questions whatever else the forum has.
    const word = `quokka${Date.now().toString(36)}${viewport}`;
    const earlierTitle = `How do I register ${word} carryover courses?`;
    const asker = randomEmail("asker");
    const student = randomEmail("student");
    await createVerifiedAccount(asker, password);
    await createVerifiedAccount(student, password);
    const earlier = await ask((await signIn(asker, password)).token, earlierTitle);

    await journey(browser(), "ask-once-suggest", viewport, async (s) => {
      const { page } = s;
      await logIn(page, student, password);
      await page.goto("/forum/post/new");
      await page.getByLabel("Title").pressSequentially(`Registering ${word} carryover`, { delay: 20 });
      const asked = page.getByRole("region", { name: askOnceTexts.suggestionsHeading });
      const link = asked.getByRole("link", { name: new RegExp(earlierTitle.replace("?", "\\?")) });
      await link.waitFor();
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("href")).toBe(`/forum/post/${earlier}`);
      // Typing was never held up: the field has every character typed.
      expect(await page.getByLabel("Title").inputValue()).toBe(`Registering ${word} carryover`);
      await s.shot("suggested");
    });

    const copyTitle = `Carryover ${word} registration steps`;
    const copy = await ask((await signIn(student, password)).token, copyTitle);
    await journey(browser(), "ask-once-close", viewport, async (s) => {
      const { page } = s;
      await logInAsAdmin(page);
      await page.goto(`/forum/post/${copy}`);
      await page.getByRole("heading", { level: 1, name: copyTitle }).waitFor();
      await page.getByRole("button", { name: askOnceTexts.closeAction }).click();
      const dialog = page.getByRole("dialog", { name: askOnceTexts.dialogTitle });
      const field = dialog.getByLabel(askOnceTexts.findLabel);
      await field.fill(`${word} register`);
      await dialog.getByText(earlierTitle).waitFor();
      await s.shot("dialog");
      await dialog.getByRole("button", { name: askOnceTexts.choose }).first().click();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("note").filter({ hasText: duplicateTexts.closedAs }).waitFor();
      await page.getByRole("button", { name: askOnceTexts.reopenAction }).waitFor();
      await s.shot("closed");
    });

    await journey(browser(), "ask-once-closed", viewport, async (s) => {
      const { page } = s;
      await logIn(page, student, password);
      await page.goto(`/forum/post/${copy}`);
      const banner = page.getByRole("note").filter({ hasText: duplicateTexts.closedAs });
      await banner.getByRole("link", { name: earlierTitle }).waitFor();
      await page.getByText(duplicateTexts.closed).waitFor();
      expect(await page.getByRole("button", { name: "Reply" }).count()).toBe(0);
      await s.shot("closed-for-students");
      await banner.getByRole("link", { name: earlierTitle }).click();
      await page.waitForURL(new RegExp(`/forum/post/${earlier}$`));
      await page.getByRole("button", { name: "Reply" }).waitFor();
    });

    // The server refuses a reply to the closed question whatever the page shows.
    const { token } = await signIn(student, password);
    const refused = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-id": "Forum", authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: "<p>Me too</p>", parent_uuid: copy }),
    });
    expect(refused.status).toBe(403);
  });
});
