import { offlineTexts, productName } from "@forum/contract/texts";
import { describe, expect, inject, test } from "vitest";
import { journey, randomEmail, useBrowser } from "./support/browser.ts";
import { createVerifiedAccount, logIn, signIn } from "./support/forum.ts";

const browser = useBrowser();
const password = "offline-pass-1";

/** Writes through the API as the student (a post, or a comment on one); answers the new post's uuid. */
async function write(token: string, body: object): Promise<string> {
  const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`writing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { uuid: string }).uuid;
}

describe("the installable app", () => {
  test("manifest linked and served, with its icons", async () => {
    const base = inject("baseUrl");
    const html = await (await fetch(`${base}/forum/`)).text();
    expect(html).toContain('<link rel="manifest" href="/forum/manifest.webmanifest">');
    const manifest = (await (await fetch(`${base}/forum/manifest.webmanifest`)).json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: productName,
      start_url: "/forum/",
      scope: "/forum/",
      display: "standalone",
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const res = await fetch(`${base}/forum/${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
    const worker = await fetch(`${base}/forum/sw.js`);
    expect(worker.status).toBe(200);
    // A new deploy's worker must be found at once, never held back by the HTTP cache.
    expect(worker.headers.get("cache-control")).toBe("no-cache");
  });

  test("a post read once opens offline with the notice; a comment typed offline is refused kindly and kept", async () => {
    const email = randomEmail("offline");
    await createVerifiedAccount(email, password);
    const { token } = await signIn(email, password);
    const title = `Is the library open during the strike ${Date.now().toString(36)}`;
    // The feed is read within the post's own tag: posts other files write at the same time cannot push it off page 1.
    const tag = `strike${Date.now().toString(36)}`;
    const uuid = await write(token, { title, content: "<p>Asking before I walk there in the rain.</p>", tags: [tag] });
    const postPath = `/forum/post/${uuid}`;
    const feedPath = `/forum/?tag=${tag}`;
    const comment = "Thanks, I will check the notice board";

    await journey(
      browser(),
      "offline",
      "mobile",
      async (s) => {
        const { page, context } = s;
        const notice = page.getByRole("status").filter({ hasText: offlineTexts.notice });
        const heading = page.getByRole("heading", { level: 1, name: title });

        await logIn(page, email, password);
        // The worker registers after the page has loaded, then claims it.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        await page.goto(postPath);
        await heading.waitFor();
        await page.goto(feedPath);
        await page.getByRole("link", { name: title }).first().waitFor();

        // Written while the student is away: a copy read before going offline cannot have it.
        const away = "Written while you were offline";
        await write(token, { content: `<p>${away}</p>`, type: "comment", parent_uuid: uuid, status: "published" });

        await context.setOffline(true);
        await page.goto(postPath);
        await heading.waitFor();
        await notice.waitFor();
        expect(await notice.textContent()).toContain(offlineTexts.noticeDetail);
        expect(await page.getByText(away).count()).toBe(0);
        await s.shot("post-offline");

        await page.goto(feedPath);
        await page.getByRole("link", { name: title }).first().waitFor();
        await notice.waitFor();
        await s.shot("feed-offline");

        await page.goto(postPath);
        await page.getByRole("button", { name: "Reply" }).click();
        await page.getByLabel("Your reply").fill(comment);
        await page.getByRole("button", { name: "Send reply" }).click();
        await page.getByText(offlineTexts.nothingSent).waitFor();
        await page.getByText(offlineTexts.draftKept).waitFor();
        await s.shot("comment-refused");

        await context.setOffline(false);
        await notice.waitFor({ state: "detached" });
        await page.reload();
        await heading.waitFor();
        // The draft came back with the page; the post is the network's now, with the comment written meanwhile.
        await expect.poll(() => page.getByLabel("Your reply").inputValue()).toBe(comment);
        await page.getByText(offlineTexts.draftRestored).waitFor();
        await page.getByText(away).waitFor();
        await page.getByRole("button", { name: "Send reply" }).click();
        await page.getByText(comment).first().waitFor();
        await expect.poll(() => page.getByLabel("Your reply").count()).toBe(0);
        await page.reload();
        await page.getByText(comment).first().waitFor();
        expect(await page.getByLabel("Your reply").count()).toBe(0);
        await s.shot("comment-sent");
      },
      { serviceWorker: true },
    );
  });
});
