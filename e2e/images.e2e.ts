import { describe, expect, inject, test } from "vitest";
import { journey, randomEmail, useBrowser } from "./support/browser.ts";
import { api, createVerifiedAccount, signIn } from "./support/forum.ts";
import { pngImage } from "./support/images.ts";

const browser = useBrowser();

describe("images sized for the screen", () => {
  test("a post's image comes as AVIF and WebP variants in srcset, each answering 200 with its type", async () => {
    const email = randomEmail("pictures");
    await createVerifiedAccount(email, "pictures-pass-1");
    const { token } = await signIn(email, "pictures-pass-1");
    // 1000 px wide: variants at 360 and 720, the original as the widest candidate.
    const png = pngImage(1000, 500, (x, y) => [(x * 7) % 256, (y * 5) % 256, 120]);
    const res = await fetch(`${inject("baseUrl")}/forum/api/v1/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Lagoon at dawn ${Date.now()}`,
        content: "<p>The view from the bridge.</p>",
        images: [`data:image/png;base64,${png.toString("base64")}`],
      }),
    });
    expect(res.status).toBe(201);
    const { uuid } = (await res.json()) as { uuid: string };

    await journey(browser(), "images-srcset", "mobile", async (s) => {
      const { page } = s;
      await page.goto(`/forum/post/${uuid}`);
      const picture = page
        .getByRole("list", { name: /^Images of Lagoon at dawn/ })
        .locator("picture")
        .first();
      await picture.waitFor();
      const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
      const webp = await picture.locator('source[type="image/webp"]').getAttribute("srcset");
      const img = picture.locator("img");
      expect(await img.getAttribute("width")).toBe("1000");
      expect(await img.getAttribute("height")).toBe("500");
      expect(await img.getAttribute("fetchpriority")).toBe("high");
      // The browser chose a candidate and drew it.
      await page.waitForFunction(
        (el) => (el as HTMLImageElement | null)?.complete && (el as HTMLImageElement).naturalWidth > 0,
        await img.elementHandle(),
      );
      expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/-w(360|720)\.avif$/);
      await s.shot("post-image");

      for (const [srcset, type] of [
        [avif, "image/avif"],
        [webp, "image/webp"],
      ] as const) {
        const candidates = (srcset ?? "").split(", ").map((c) => c.split(" "));
        expect(candidates.map(([, w]) => w)).toEqual(["360w", "720w", "1000w"]);
        for (const [url] of candidates.slice(0, 2)) {
          const answer = await page.request.get(url!);
          expect(answer.status(), url).toBe(200);
          expect(answer.headers()["content-type"], url).toBe(type);
          expect(answer.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
        }
      }
    });
    expect((await api("GET", `/forum/api/v1/posts/${uuid}`)).status).toBe(200);
  });
});
