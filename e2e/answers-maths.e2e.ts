import type { Browser } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { journey, openSession, randomEmail, useBrowser, type ViewportName, viewportNames } from "./support/browser.ts";
import { api, createVerifiedAccount, logIn, signIn } from "./support/forum.ts";

const browser = useBrowser();
const password = "maths-pass-1";
const tex = "\\frac{1}{2} m v^2";

type Post = { data: { content: string } };

/** What a guest's fresh visit to `path` fetches: its scripts (paths) and whether the KaTeX stylesheet came. */
async function visit(b: Browser, viewport: ViewportName, path: string, shot: string, ready: string) {
  const s = await openSession(b, "answers-maths-read", viewport);
  try {
    const scripts = new Set<string>();
    const styles: string[] = [];
    s.page.on("request", (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === "script") scripts.add(url.pathname);
      if (r.resourceType() === "stylesheet" || r.resourceType() === "font") styles.push(url.pathname);
    });
    await s.page.goto(path);
    await s.page.locator(ready).first().waitFor();
    await s.page.waitForLoadState("networkidle");
    await s.shot(shot);
    return { scripts: [...scripts].sort(), katexCss: styles.some((p) => /katex/i.test(p)), page: s.page, s };
  } catch (error) {
    await s.close();
    throw error;
  }
}

describe.each(viewportNames)("maths and code at %s", (viewport) => {
  test("write a post with an equation and a code block, see them rendered, edit it unchanged; a reader fetches no maths script", async () => {
    const author = randomEmail("mathsauthor");
    await createVerifiedAccount(author, password);
    const title = `Kinetic energy in Python ${Date.now().toString(36)} ${viewport}`;
    let uuid = "";

    await journey(browser(), "answers-maths-write", viewport, async (s) => {
      const { page } = s;
      await logIn(page, author, password);
      await page.goto("/forum/post/new");
      await page.getByLabel("Title").fill(title);
      await page.locator(".ql-editor").click();
      await page.keyboard.type("The energy is ");
      await page.getByRole("button", { name: "Insert formula" }).click();
      await page.keyboard.type(tex);
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.getByLabel("Code language").selectOption("python");
      await page.getByRole("button", { name: "Insert code block" }).click();
      await page.keyboard.type("def energy(m, v):");
      await page.keyboard.press("Enter");
      await page.keyboard.type("    return m * v ** 2 / 2");
      await s.shot("form");
      await page.getByRole("button", { name: "Create Post" }).click();
      await page.waitForURL(/\/forum\/post\/[0-9a-f-]{36}$/);
      uuid = page.url().split("/").pop()!;
      await page.getByRole("heading", { name: title }).waitFor();

      const content = page.locator(".post-content").first();
      await expect.poll(() => content.locator(".katex annotation").textContent()).toBe(` ${tex} `);
      await content.locator("pre code.language-python .hljs-keyword").first().waitFor();
      expect(await content.locator("pre code").textContent()).toBe("def energy(m, v):\n    return m * v ** 2 / 2");
      // The stylesheet came and applies: the MathML is there for screen readers, out of sight.
      await expect
        .poll(() => content.locator(".katex-mathml").evaluate((el) => getComputedStyle(el).position))
        .toBe("absolute");
      await s.shot("rendered");

      // Edited as loaded, the post saves the same HTML.
      const before = ((await api("GET", `/forum/api/v1/posts/${uuid}`)).json as Post).data.content;
      await page.getByRole("button", { name: "Edit post" }).click();
      await page.getByRole("heading", { name: "Edit Post" }).waitFor();
      await expect.poll(() => page.locator(".ql-editor").textContent()).toContain(`\\( ${tex} \\)`);
      // The caret in the code block shows its language in the select.
      await page.locator(".ql-editor .ql-code-block").first().click();
      await expect.poll(() => page.getByLabel("Code language").inputValue()).toBe("python");
      await s.shot("editing");
      await page.getByRole("button", { name: "Update Post" }).click();
      await page.getByRole("heading", { name: title }).waitFor();
      await page.locator(".post-content .katex").first().waitFor();
      const after = ((await api("GET", `/forum/api/v1/posts/${uuid}`)).json as Post).data.content;
      expect(after).toBe(before);
    });

    // The same page without maths, for the scripts a post page fetches anyway.
    const { token } = await signIn(author, password);
    const plain = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-client-id": "Forum" },
      body: JSON.stringify({ title: `Plain ${title}`, content: "<p>No formula here, $5 and $10.</p>" }),
    });
    const plainUuid = ((await plain.json()) as { uuid: string }).uuid;

    const home = await visit(browser(), viewport, "/forum/", "home", "article");
    await home.s.close();
    expect(home.katexCss).toBe(false);
    const without = await visit(browser(), viewport, `/forum/post/${plainUuid}`, "plain", ".post-content");
    await without.s.close();
    expect(without.katexCss).toBe(false);
    const withMaths = await visit(browser(), viewport, `/forum/post/${uuid}`, "maths", ".post-content .katex");
    try {
      expect(withMaths.katexCss).toBe(true);
      expect(withMaths.scripts).toEqual(without.scripts);
      expect(withMaths.scripts.filter((p) => /katex|highlight|hljs|lowlight/i.test(p))).toEqual([]);
      await withMaths.page.locator(".post-content pre .hljs-keyword").first().waitFor();
    } finally {
      await withMaths.s.close();
    }
  });
});
