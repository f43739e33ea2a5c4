import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { journey, openSession, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { createVerifiedAccount, logIn, navBar, signIn } from "./support/forum.ts";

const browser = useBrowser();
const password = "answers-pass-1";

/** A post or reply written through the API (the journey is about accepting, not writing). */
async function write(token: string, body: object): Promise<string> {
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`writing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { uuid: string }).uuid;
}

/** The feed filtered by the journey's own tag, shown as `filter` asks. */
const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

describe.each(viewportNames)("answers at %s", (viewport) => {
  test("A accepts B's answer: it leads, marked; the question is Solved in the feed and its filters; B is told", async () => {
    const [a, b] = [randomEmail("asker"), randomEmail("answerer")];
    await createVerifiedAccount(a, password);
    await createVerifiedAccount(b, password);
    const tag = `integrals${viewport}${Date.now() % 100000}`;
    const title = `How do I integrate x sin x (${viewport})?`;
    const uuid = await write((await signIn(a, password)).token, {
      title,
      content: "<p>By parts, but which part is u?</p>",
      tags: [tag],
    });
    const bToken = (await signIn(b, password)).token;
    await write(bToken, { type: "comment", parent_uuid: uuid, content: "<p>A first guess: u = sin x.</p>" });
    await write(bToken, { type: "comment", parent_uuid: uuid, content: "<p>Take u = x (LIATE), dv = sin x dx.</p>" });

    await journey(browser(), "answers-accept", viewport, async (s) => {
      const { page } = s;
      await logIn(page, a, password);
      await page.goto(`/forum/post/${uuid}`);
      const liate = page.getByRole("article").filter({ hasText: "Take u = x (LIATE)" });
      await liate.getByRole("button", { name: "Accept answer" }).click();
      await liate.getByText("Accepted answer").waitFor();
      await liate.getByRole("button", { name: "Undo" }).waitFor();
      // The answer leads the replies, whatever their order.
      const first = page.locator("#comments article").first();
      expect(await first.textContent()).toContain("Take u = x (LIATE)");
      await page
        .getByText(/^✓\s*Solved$/)
        .first()
        .waitFor();
      await s.shot("accepted answer first");

      await page.goto(`/forum/?tag=${tag}`);
      await card(page, title)
        .getByText(/^✓\s*Solved$/)
        .waitFor();
      await page.getByRole("combobox", { name: "Show" }).selectOption("unsolved");
      await page.getByRole("button", { name: "Remove filter Unsolved" }).waitFor();
      await card(page, title).waitFor({ state: "detached" });
      expect(page.url()).toContain("filter=unsolved");
      await s.shot("filter unsolved");
      await page.getByRole("combobox", { name: "Show" }).selectOption("solved");
      await card(page, title)
        .getByText(/^✓\s*Solved$/)
        .waitFor();
      await s.shot("filter solved");

      const other = await openSession(browser(), "answers-answerer", viewport);
      try {
        await logIn(other.page, b, password);
        await navBar(other.page)
          .getByRole("button", { name: /^Notifications/ })
          .click();
        const panel = other.page.getByRole("region", { name: "Notifications", exact: true });
        await panel
          .getByRole("listitem")
          .filter({ hasText: `accepted your answer: ${title}` })
          .waitFor();
        await other.shot("answerer notified");
      } finally {
        await other.close();
      }
    });
  });
});
