import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, randomEmail, useBrowser, viewportNames, viewports } from "./support/browser.ts";
import { createVerifiedAccount, logIn, navBar } from "./support/forum.ts";
import { pngImage } from "./support/images.ts";

const browser = useBrowser();
const password = "profile-pass-1";

/** A 120x80 PNG, orange with a blue square: wider than tall, so the square crop has something to cut. */
const picture = () =>
  pngImage(120, 80, (x, y) => (Math.abs(x - 60) < 25 && Math.abs(y - 40) < 25 ? [29, 78, 216] : [245, 158, 11]));

/** Signs in through the API and calls it as that student (for the setup the journey is not about). */
async function asStudent(email: string) {
  const base = inject("baseUrl");
  const login = await fetch(`${base}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { data: { user_id: number } & Record<string, unknown> };
  };
  const me = await call("GET", "/api/user/profile");
  return { id: me.data.user_id, call };
}

describe.each(viewportNames)("profile at %s", (viewport) => {
  test("edit one's own profile with a cropped picture; another student's profile shows no e-mail or edit controls", async () => {
    const owner = randomEmail("owner");
    const other = randomEmail("other");
    await createVerifiedAccount(owner, password);
    await createVerifiedAccount(other, password);
    const peer = await asStudent(other);
    await peer.call("POST", "/forum/api/v1/posts", {
      title: `Notes swap for statics ${viewport}`,
      content: "<p>Who has the week 3 notes?</p>",
      images: [],
      tags: [],
      anonymous: false,
      type: "post",
      status: "published",
    });
    const first = `Zainab${viewport}`;

    await journey(browser(), "profile", viewport, async (s) => {
      const { page } = s;
      await logIn(page, owner, password);
      const navAvatar = navBar(page).locator('a[href^="/forum/profile/"]');
      await navAvatar.click();
      await page.getByRole("heading", { level: 1, name: owner }).waitFor(); // no name yet: the e-mail
      await page.getByRole("tab", { name: "Bookmarks" }).click();
      await page.getByText("No bookmarks yet.").waitFor();
      await s.shot("own-profile");
      expect(await axeViolations(page), "axe on the own profile").toEqual([]);
      expect(await navAvatar.locator("img").count()).toBe(0); // the default avatar

      await page.getByRole("button", { name: "Change profile picture" }).click();
      const dialog = page.getByRole("dialog", { name: "Update Profile Details" });
      await expect(dialog.getByLabel("Email Address").inputValue()).resolves.toBe(owner);
      expect(await dialog.getByLabel("Email Address").getAttribute("readonly")).not.toBeNull();
      await dialog.getByLabel("Change profile picture").setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: picture(),
      });
      await dialog.getByLabel("Zoom").fill("1.5");
      await s.shot("crop");
      expect(await axeViolations(page), "axe on the crop step").toEqual([]);
      await dialog.getByRole("button", { name: "Save Cropped Image" }).click();
      await dialog.getByLabel("First Name").fill(first);
      await dialog.getByLabel("Last Name").fill("Lawal");
      await dialog.getByLabel("About").fill("Civil Engineering, 300L. Ask me about statics.");
      await s.shot("form");
      expect(await axeViolations(page), "axe on the form").toEqual([]);
      await dialog.getByRole("button", { name: "Save update" }).click();
      await page.getByText("Profile update Successful!").waitFor();
      await dialog.waitFor({ state: "detached" });

      await page.getByRole("heading", { level: 1, name: `${first} Lawal` }).waitFor();
      const src = await navAvatar.locator("img").getAttribute("src");
      expect(src).toMatch(/\/forum\/uploads\/[0-9a-f]+\.webp$/);
      // decode() waits for the picture and fails if it is broken.
      const size = await navAvatar
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
      expect(size[0]).toBeGreaterThan(0);
      expect(size[0]).toBe(size[1]); // cropped square
      if (viewport === "mobile") await page.getByRole("tab", { name: "About" }).click();
      await page.getByText("Civil Engineering, 300L. Ask me about statics.").waitFor();
      await s.shot("saved");
      // Stored, not only shown: a reload keeps it all.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: `${first} Lawal` }).waitFor();
      expect(await navAvatar.locator("img").getAttribute("src")).toBe(src);

      await page.goto(`/forum/profile/${peer.id}`);
      await page.getByRole("link", { name: `Notes swap for statics ${viewport}` }).waitFor();
      const tabs = await page.getByRole("tab").allTextContents();
      expect(tabs).toEqual(
        viewport === "mobile" ? ["Posts", "Replies", "Communities", "About"] : ["Posts", "Replies", "Communities"],
      );
      expect(await page.getByText(other).count()).toBe(0);
      expect(await page.getByRole("button", { name: /Update Profile|Change profile picture|Logout/ }).count()).toBe(0);
      if (viewport === "mobile") await page.getByRole("tab", { name: "About" }).click();
      await page.getByText("No available.").waitFor();
      await page.getByRole("link", { name: /Leaderboard/ }).waitFor();
      await s.shot("other-profile");
      expect(await axeViolations(page), "axe on another student's profile").toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      expect(s.pageErrors).toEqual([]);
    });
  });
});
