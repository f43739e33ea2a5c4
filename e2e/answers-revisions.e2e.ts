import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, signIn } from "./support/forum.ts";

const browser = useBrowser();
const password = "revisions-pass-1";

/** Writes a post or reply through the API as the token's student; answers its uuid. */
async function write(token: string, body: object): Promise<string> {
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { uuid?: string };
  if (res.status !== 201 || !json.uuid) throw new Error(`writing answered ${res.status}: ${JSON.stringify(json)}`);
  return json.uuid;
}

describe.each(viewportNames)("edits in the open at %s", (viewport) => {
  test("a student edits a reply and a reader opens its history with what changed", async () => {
    const asker = randomEmail("asker");
    const answerer = randomEmail("answerer");
    await createVerifiedAccount(asker, password);
    await createVerifiedAccount(answerer, password);
    const title = `When is the study group ${Date.now().toString(36)}${viewport}?`;
    const post = await write((await signIn(asker, password)).token, { title, content: "<p>Which day works?</p>" });
    const reply = await write((await signIn(answerer, password)).token, {
      content: "<p>Meet at the library on Friday at noon.</p>",
      parent_uuid: post,
    });

    await journey(browser(), "answers-revisions-edit", viewport, async (s) => {
      const { page } = s;
      await logIn(page, answerer, password);
      await page.goto(`/forum/post/${reply}`);
      await page.getByRole("button", { name: "Edit post" }).click();
      const editor = page.locator(".ql-editor");
      await editor.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Meet at the library on Monday at noon, bring your notes.");
      await page.getByRole("button", { name: "Update Post" }).click();
      await page.waitForURL(new RegExp(`/forum/post/${reply}$`));
      await page.getByRole("button", { name: /^Edited now/ }).waitFor();
      await s.shot("edited");
    });

    await journey(browser(), "answers-revisions-read", viewport, async (s) => {
      const { page } = s;
      // A guest reads the thread: the history is as public as the reply.
      await page.goto(`/forum/post/${post}`);
      await page.locator("#comments").getByText("Meet at the library on Monday").waitFor();
      // The reply's row keeps its time and "edited" within a phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === "mobile" ? 360 : 1280,
      );
      const mark = page.locator("#comments").getByRole("button", { name: /^Edited / });
      await mark.click();
      const dialog = page.getByRole("dialog", { name: "Earlier versions" });
      const version = dialog.getByRole("article").filter({ hasText: "Version 1" });
      await version.waitFor();
      expect(await version.locator("del").allTextContents()).toEqual([expect.stringContaining("Friday")]);
      const added = (await version.locator("ins").allTextContents()).join(" ");
      expect(added).toContain("Monday");
      expect(added).toContain("bring your notes");
      await s.shot("history");
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => mark.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});
