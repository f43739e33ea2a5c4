import { feedTexts, postPageTexts } from "@forum/contract";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { journey, randomEmail, useBrowser } from "./support/browser.ts";
import { createVerifiedAccount, signIn, waitForPath } from "./support/forum.ts";

/**
 * What the router must do in a real browser: links that are real addresses under /forum (a new tab opens them),
 * Back and Forward with the scroll position kept, the query string as the feed's filters, redirects that leave no
 * entry behind and carry where the reader was going, the 404 page, and the post's Recent breadcrumb.
 */
const browser = useBrowser();
const password = "routing-pass-1";
const tag = `route${Date.now().toString(36)}`;
const email = randomEmail("routing");
const uuids: string[] = [];

beforeAll(async () => {
  // Enough posts under one tag that the feed is several screens long at 360 px, four per author (a new account may
  // post five at once).
  const authors = [email, randomEmail("routing"), randomEmail("routing")];
  for (const [a, author] of authors.entries()) {
    await createVerifiedAccount(author, password);
    const { token } = await signIn(author, password);
    for (let i = a * 4 + 1; i <= a * 4 + 4; i++) {
      const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Routing post ${i} ${tag}`,
          content: `<p>Post ${i} of the list.</p>`,
          tags: [tag],
        }),
      });
      expect(res.status).toBe(201);
      uuids.push(((await res.json()) as { uuid: string }).uuid);
    }
  }
});

describe("routing in the browser", () => {
  test("links, a new tab, Recent and Back to the place in the feed, Forward, filters in the query string", async () => {
    await journey(browser(), "routing-feed", "mobile", async ({ page, context }) => {
      await page.goto(`/forum/?tag=${tag}`);
      // The oldest post is last in the feed, screens down.
      const last = page.getByRole("link", { name: `Routing post 1 ${tag}`, exact: true });
      await expect.poll(() => last.getAttribute("href")).toBe(`/forum/post/${uuids[0]}`);

      const [tab] = await Promise.all([context.waitForEvent("page"), last.click({ modifiers: ["ControlOrMeta"] })]);
      await tab!.waitForURL(`**/forum/post/${uuids[0]}`);
      await tab!.close();
      expect(new URL(page.url()).pathname).toBe("/forum/");

      await last.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300); // the scroll position is recorded once a frame
      const feedY = await page.evaluate(() => window.scrollY);
      expect(feedY).toBeGreaterThan(500);
      await last.click();
      await waitForPath(page, `/forum/post/${uuids[0]}`);
      // The post page's own title (level 1): the feed card's title has the same name, and the feed stays on screen
      // until the post page can show.
      await page.getByRole("heading", { level: 1, name: `Routing post 1 ${tag}` }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Recent goes back in history: the feed with its filter, where the reader left it.
      await page.getByRole("button", { name: postPageTexts.breadcrumbRecent }).click();
      await waitForPath(page, "/forum/", { tag });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(feedY - 5);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(feedY + 5);

      await page.goForward();
      await page.getByRole("heading", { level: 1, name: `Routing post 1 ${tag}` }).waitFor();
      await page.goBack();
      await waitForPath(page, "/forum/", { tag });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(feedY - 5);

      // A feed filter joins the query string (replacing the entry) and the feed follows it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: feedTexts.recent, exact: true }).click();
      await waitForPath(page, "/forum/", { tag, recent: "1" });
      await page.getByRole("link", { name: `Routing post 12 ${tag}`, exact: true }).waitFor();
    });
  });

  test("a shared post's Recent goes home; unknown pages get the 404; a redirect to login comes back", async () => {
    await journey(browser(), "routing-direct", "mobile", async ({ page }) => {
      await page.goto(`/forum/post/${uuids[1]}`);
      await page.getByRole("button", { name: postPageTexts.breadcrumbRecent }).click();
      await waitForPath(page, "/forum/");

      await page.goto("/forum/no-such-page");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/forum/");

      // The guard replaces /drafts with the login page: Back returns to the page before, not to the redirect.
      await page.goto("/forum/drafts");
      await waitForPath(page, "/forum/login");
      await page.goBack();
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await page.goForward();
      await waitForPath(page, "/forum/login");
      // Signing in returns to the page the guard was asked for (navigation state through the redirect).
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: /^log ?in$/i }).click();
      await waitForPath(page, "/forum/drafts");
      // The admin console's own table, nested under /admin: a student gets its 403 page, whatever the page.
      await page.goto("/forum/admin/no-such-page");
      await page.getByRole("heading", { name: "Access denied" }).waitFor();
    });
  });
});
