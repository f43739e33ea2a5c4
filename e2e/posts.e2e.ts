import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { api, createVerifiedAccount, logIn, waitForPath } from "./support/forum.ts";
import { solidPng } from "./support/images.ts";

const browser = useBrowser();
const password = "posting-pass-1";

/** A small solid blue PNG to upload. */
const png = solidPng(32, 24, [29, 78, 216]);

async function writePost(page: Page, title: string, body: string, tags: string) {
  await page.goto("/forum/post/new");
  await page.getByLabel("Title").fill(title);
  await page.locator(".ql-editor").click();
  await page.keyboard.type(body);
  await page.getByLabel("Tags (separated by commas)").fill(tags);
}

describe.each(viewportNames)("posts at %s", (viewport) => {
  test("write a post with an image and two categories, react, comment, bookmark and report it, find it", async () => {
    const word = `zebra${Date.now().toString(36)}${viewport}`;
    const title = `Where do I buy lab coats ${word}`;
    const author = randomEmail("author");
    const reader = randomEmail("reader");
    await createVerifiedAccount(author, password);
    await createVerifiedAccount(reader, password);
    let uuid = "";

    await journey(browser(), "posts-write", viewport, async (s) => {
      const { page } = s;
      await logIn(page, author, password);
      await writePost(page, title, "Our practical starts Monday. Any shop near the campus gate?", `${word}, Lab`);
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: "coat.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Choose categories" }).click();
      await page.getByRole("button", { name: "Academics" }).click();
      await page.getByRole("button", { name: "Campus Life" }).click();
      await s.shot("form");
      await page.getByRole("button", { name: "Create Post" }).click();
      await page.waitForURL(/\/forum\/post\/[0-9a-f-]{36}$/);
      uuid = page.url().split("/").pop()!;
      await page.getByRole("heading", { name: title }).waitFor();
      await s.shot("created");

      const post = (await api("GET", `/forum/api/v1/posts/${uuid}`)).json as {
        data: { images: string[]; categories: { name: string }[]; tags: string[] };
      };
      expect(post.data.images).toHaveLength(1);
      expect(post.data.categories.map((c) => c.name).sort()).toEqual(["Academics", "Campus Life"]);
      expect(post.data.tags).toEqual([word, "Lab"]); // as typed, not alphabetical

      // Newest first, within the journey's own tag: other files write posts at the same time.
      await page.goto(`/forum/?recent=1&tag=${word}`);
      await expect.poll(() => page.locator("article h2, article h3").first().textContent()).toContain(title);
      await s.shot("recent");
    });

    await journey(browser(), "posts-react", viewport, async (s) => {
      const { page } = s;
      await logIn(page, reader, password);
      await page.goto(`/forum/post/${uuid}`);
      await page.getByRole("heading", { name: title }).waitFor();
      const like = page.getByRole("button", { name: /^Like/ }).first();
      const dislike = page.getByRole("button", { name: /^Dislike/ }).first();
      await like.click();
      await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
      await dislike.click();
      await expect.poll(() => dislike.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => like.getAttribute("aria-pressed")).toBe("false");

      await page.getByRole("button", { name: "Reply" }).click();
      await page.getByPlaceholder("Share your thoughts").fill("There is a shop behind the faculty of science.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await page.getByText("1 comment").first().waitFor();

      await page.getByRole("button", { name: "Bookmark post" }).click();
      await expect
        .poll(async () => {
          const res = await page.request.get("/forum/api/v1/bookmarks", {
            headers: {
              authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}").token)}`,
            },
          });
          return ((await res.json()) as { data: { bookmarkable: { uuid: string } }[] }).data.map(
            (b) => b.bookmarkable.uuid,
          );
        })
        .toContain(uuid);

      await page.getByRole("button", { name: "Flag post" }).click();
      const dialog = page.getByRole("dialog", { name: "Submit a report" });
      await dialog.waitFor();
      await dialog.getByRole("checkbox").first().check();
      await s.shot("report");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await page.getByText("Are you sure you want to report this Post?").waitFor();
      await page.getByRole("button", { name: "Yes, report" }).click();
      await page.getByText(/report has been received/i).waitFor();
      await s.shot("reported");

      const seen = (await api("GET", `/forum/api/v1/posts/${uuid}`)).json as {
        data: { likes_count: number; unlikes_count: number; replies_count: number };
      };
      expect(seen.data).toMatchObject({ likes_count: 0, unlikes_count: 1, replies_count: 1 });
    });

    await journey(browser(), "posts-find", viewport, async (s) => {
      const { page } = s;
      await page.goto(`/forum/?search=${word}`);
      await page.getByText(title).first().waitFor();
      // The count above a search's results (issue 27), read out as a status.
      await page
        .getByRole("status")
        .filter({ hasText: /^1 result$/ })
        .waitFor();
      await s.shot("search");
      await page.goto(`/forum/?tag=${word.toUpperCase()}`);
      await page.getByText(title).first().waitFor();
      await s.shot("tag");
      await page.goto(`/forum/?search=nothingmatches${word}`);
      await page.getByText(`Opppsss... Looks like your search 'nothingmatches${word}' is unavailable.`).waitFor();
    });
  });

  test("save a draft, publish it from the drafts page, then edit the published post", async () => {
    const author = randomEmail("drafter");
    await createVerifiedAccount(author, password);
    const tag = `hostel${Date.now().toString(36)}${viewport}`;
    const title = `Draft about hostel fees ${Date.now().toString(36)}`;
    await journey(browser(), "posts-draft", viewport, async (s) => {
      const { page } = s;
      await logIn(page, author, password);
      await writePost(page, title, "Still checking the numbers with the bursary.", tag);
      await page.getByRole("button", { name: "Save to Drafts" }).click();
      await waitForPath(page, "/forum/drafts");
      await page.getByText("1 drafts").first().waitFor();
      await page.getByText(title).first().click();
      await page.getByText("Edit Draft").first().waitFor();
      await s.shot("editing");
      await page.getByRole("button", { name: "Create Post" }).click();
      await page.waitForURL(/\/forum\/post\/[0-9a-f-]{36}$/);
      await page.getByRole("heading", { name: title }).waitFor();
      await page.getByRole("button", { name: "Edit post" }).click();
      await page.getByRole("heading", { name: "Edit Post" }).waitFor();
      await page.getByLabel("Title").fill(`${title} (edited)`);
      await s.shot("editing-published");
      await page.getByRole("button", { name: "Update Post" }).click();
      await page.getByRole("heading", { name: `${title} (edited)` }).waitFor();
      // Newest first, within the journey's own tag: other files write posts at the same time.
      await page.goto(`/forum/?recent=1&tag=${tag}`);
      await expect.poll(() => page.locator("article h2, article h3").first().textContent()).toContain(title);
      await s.shot("published");
    });
  });
});
