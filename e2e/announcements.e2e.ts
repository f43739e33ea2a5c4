import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, useBrowser, viewportNames } from "./support/browser.ts";
import { holdForFile } from "./support/exclusive.ts";
import { logInAsAdmin, signInAsAdmin } from "./support/forum.ts";
import { solidPng } from "./support/images.ts";

const browser = useBrowser();

/** A call to the server under test as the e2e admin: JSON, or a multipart form. */
async function call(method: string, path: string, body: object | FormData | undefined, token?: string) {
  const form = body instanceof FormData;
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method,
    headers: {
      ...(form || body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { id?: number; access_token?: string } };
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

const exams = "Exam Office";
const hostels = "Hostel Life";
const featured = "Second semester exam timetable";
const library = "Library opens late during exams";
const water = "Hostel water schedule";

// Its featured announcement must stay the newest (the Top Update) while its journeys run.
holdForFile("featured-announcement");

/** What the admin announces, through the admin API: two categories, three announcements, one of them featured. */
beforeAll(async () => {
  const { token } = await signInAsAdmin();
  const category = async (name: string) =>
    (await call("POST", "/forum/api/v1/admin/announcement-categories", { name }, token)).data!.id!;
  const examsId = await category(exams);
  const hostelsId = await category(hostels);
  const announce = async (title: string, categoryId: number, content: string, isFeatured = false) => {
    const form = new FormData();
    form.append("title", title);
    form.append("content", content);
    form.append("category_id", String(categoryId));
    form.append("is_featured", isFeatured ? "1" : "0");
    const png = solidPng(320, 180, isFeatured ? [37, 99, 235] : [22, 163, 74]);
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "poster.png");
    await call("POST", "/forum/api/v1/admin/announcements", form, token);
  };
  await announce(featured, examsId, "<p>The timetable for the <b>second semester</b> exams is out.</p>", true);
  await announce(water, hostelsId, "<p>Water runs from 6am to 9am and from 5pm to 8pm in every hall.</p>");
  await announce(library, examsId, "<p>The main library stays open until midnight for the four exam weeks.</p>");
});

const grid = (page: Page) => page.getByRole("region", { name: "Announcements" });
const chips = (page: Page) => page.getByRole("list", { name: "Categories" });

describe.each(viewportNames)("announcements at %s", (viewport) => {
  test("a guest reads the announcements, filters by a category, opens one and then a similar one", async () => {
    await journey(browser(), "announcements", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/announcements");
      await page.getByRole("heading", { level: 1, name: "Announcements" }).waitFor();
      const top = page.getByRole("region", { name: "Top Update" });
      await top.getByRole("link", { name: featured }).waitFor();
      await grid(page).getByRole("link", { name: water }).waitFor();
      await grid(page).getByRole("link", { name: library }).waitFor();
      expect(await chips(page).getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("list");

      const hostelChip = chips(page).getByRole("button", { name: hostels });
      await hostelChip.click();
      await grid(page).getByRole("link", { name: library }).waitFor({ state: "detached" });
      await grid(page).getByRole("link", { name: water }).waitFor();
      expect(await hostelChip.getAttribute("aria-pressed")).toBe("true");
      expect(new URL(page.url()).searchParams.get("category_id")).toMatch(/^\d+$/);

      // Exactly: other journeys make categories named "Exam Office <tag>" on the same server.
      const examChip = chips(page).getByRole("button", { name: exams, exact: true });
      await examChip.click();
      await grid(page).getByRole("link", { name: water }).waitFor({ state: "detached" });
      expect(await examChip.isVisible()).toBe(true);
      await s.shot("filtered by a category");

      await grid(page).getByRole("link", { name: library }).click();
      await page.getByRole("heading", { level: 1, name: library }).waitFor();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      expect(await crumbs.getByText("Library opens l...").isVisible()).toBe(true);
      const recent = page.getByRole("region", { name: "Recent Posts" });
      // The same category comes first.
      const similar = recent.getByRole("link");
      expect(await similar.first().textContent()).toBe(featured);
      expect(await similar.allTextContents()).toContain(water);
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("an announcement");

      await recent.getByRole("link", { name: featured }).click();
      await page.getByRole("heading", { level: 1, name: featured }).waitFor();
      await page.getByText("second semester", { exact: true }).waitFor();
      await s.shot("a similar one");
      await crumbs.getByRole("button", { name: "Announcements" }).click();
      await page.getByRole("heading", { level: 1, name: library }).waitFor();
      await crumbs.getByRole("button", { name: "Announcements" }).click();
      await grid(page).getByRole("link", { name: library }).waitFor();
      expect(await examChip.getAttribute("aria-pressed")).toBe("true");
    });
  });

  test("the admin publishes an announcement in the console, which students then read", async () => {
    const title = `Sports week ${viewport}`;
    await journey(browser(), "announcements-console", viewport, async (s) => {
      const { page } = s;
      await logInAsAdmin(page);
      await page.goto("/forum/admin");
      const nav = page.getByRole("navigation", { name: "Admin" });
      await nav.getByRole("link", { name: "Announcements", exact: true }).click();
      await page.getByRole("button", { name: "New announcement" }).click();
      const form = page.getByRole("dialog", { name: "New announcement" });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Category").selectOption({ label: hostels });
      await form
        .getByLabel("Image")
        .setInputFiles({ name: "sports.png", mimeType: "image/png", buffer: solidPng(200, 100, [200, 60, 20]) });
      await form.getByRole("img", { name: "Preview of the new announcement image" }).waitFor();
      await form.getByLabel("Content (HTML)").fill("<p>Games every evening this week.</p><script>alert(1)</script>");
      expect(await axeViolations(page)).toEqual([]);
      await s.shot("announcement form");
      await form.getByRole("button", { name: "Save" }).click();
      await page.getByRole("listitem").filter({ hasText: title }).waitFor();
      await s.shot("announcements in the console");

      await page.goto("/forum/announcements");
      await grid(page).getByRole("link", { name: title }).click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByText("Games every evening this week.").waitFor();
      expect(await page.locator("article script").count()).toBe(0);
      await s.shot("students read it");
    });
  });
});
