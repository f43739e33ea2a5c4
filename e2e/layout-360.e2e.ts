import type { Page } from "playwright-core";
import { beforeAll, expect, test } from "vitest";
import { journey, useBrowser } from "./support/browser.ts";
import { createDemoLike, type DemoLike } from "./support/demo-like.ts";
import { logIn, logInAsAdmin } from "./support/forum.ts";

/**
 * Issue 16: no page of the forum scrolls sideways on a 360 px phone, whoever looks and whichever tab is open. Every
 * route of the app (routes.tsx and the routes of the advertising, announcements, reward-task and admin features) as a
 * guest, as a student with a demo student's data, and the console as the admin; every tab, filter and panel opened.
 */
const browser = useBrowser();
let data: DemoLike;
const tag = Date.now().toString(36);

beforeAll(async () => {
  data = await createDemoLike(tag);
});

/** Every route of the web app, with real ids; unknown ones too (the not-found pages). */
const appRoutes = (d: DemoLike) => [
  "/",
  "/?search=nothingmatchesthiswordatall",
  "/signup",
  "/login",
  `/verify-token?email=${encodeURIComponent(d.student.email)}`,
  "/forgot-password",
  "/reset-password",
  "/auth-success",
  "/verify-password-reset",
  `/profile/${d.student.id}`,
  "/communities",
  `/single-community/${d.communityId}`,
  "/advertise",
  "/advertise/new",
  "/advertise/no-such-page",
  "/announcements",
  `/announcements/${d.announcementId}`,
  "/leaderboard",
  "/drafts",
  "/events",
  "/post/new",
  `/post/${d.postUuid}`,
  "/notifications",
  "/community-guidelines",
  "/tasks",
  `/tasks/${d.taskId}`,
  `/assignment/${d.assignmentId}`,
  `/task/${d.itemId}`,
  "/admin",
  "/no-such-page",
];

/** The console's pages (admin-layout.tsx), and the student-facing pages where an admin sees more controls. */
const adminRoutes = (d: DemoLike) => [
  ...[
    "",
    "/reports",
    "/users",
    "/categories",
    "/communities",
    "/polls",
    "/report-reasons",
    "/achievers",
    "/announcements",
    "/announcement-categories",
    "/events",
    "/advertisements",
    "/reward-tasks",
    "/task-submissions",
    "/audit-log",
    "/no-such-page",
  ].map((page) => `/admin${page}`),
  `/post/${d.postUuid}`,
  `/profile/${d.student.id}`,
  `/single-community/${d.communityId}`,
];

/** Requests the page has in flight, but the live connection's long polls (they never end). */
function inFlight(page: Page): Set<unknown> {
  const pending = new Set<unknown>();
  page.on("request", (r) => {
    if (!r.url().includes("/socket.io/")) pending.add(r);
  });
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return pending;
}

/** Waits until nothing has been fetched for 300 ms and no spinner or "Loading..." shows: the page as it stays. */
async function settle(page: Page, pending: Set<unknown>, where: string) {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  for (;;) {
    await page.waitForTimeout(100);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) {
      const loading = await page.evaluate(
        () =>
          document.querySelector(".animate-spin") !== null ||
          Array.from(document.querySelectorAll('[role="status"]')).some((e) =>
            /^Loading/.test(e.textContent?.trim() ?? ""),
          ),
      );
      if (!loading) return;
    }
    if (Date.now() > deadline) throw new Error(`${where} was still loading after 15 s`);
  }
}

/** The pages, tabs and panels that scroll sideways, each as "<what>: <width> px in 360". */
function overflowChecker(page: Page, who: string) {
  const pending = inFlight(page);
  const found: string[] = [];
  const check = async (what: string) => {
    const where = `${who} ${what}`;
    await settle(page, pending, where);
    const [width, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if (width > viewport) found.push(`${where}: ${width} px wide in ${viewport}`);
  };
  /** A client-side visit (no reload: the app, its chunks and the session stay), as a link would make it. */
  const visit = async (route: string) => {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/forum${route}`);
    await check(route);
    for (const tab of await page.getByRole("tab").all()) {
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await check(`${route} tab ${name}`);
    }
  };
  return { found, check, visit };
}

/** The menus and panels of the navigation bar, and the feed's filters, opened one at a time. */
async function openHomeControls(page: Page, check: (what: string) => Promise<void>, signedIn: boolean) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await check("/ menu open");
  await page.keyboard.press("Escape");
  const searchToggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" });
  await searchToggle.click();
  await check("/ search box open");
  await searchToggle.click();
  if (signedIn) {
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await check("/ notification panel open");
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "Recent" }).click();
  await check("/?recent=1");
  await page.getByRole("button", { name: "Categories" }).click();
  await check("/ categories open");
  await page.keyboard.press("Escape");
}

/** The tasks page's filters, set and cleared (secondary §2). */
async function useTaskFilters(page: Page, check: (what: string) => Promise<void>) {
  await page.getByRole("searchbox", { name: "Search tasks" }).fill("voices");
  await page.getByPlaceholder("Filter by company").fill("Neoform");
  await page.getByLabel("Reward type").selectOption({ index: 1 });
  await page.getByLabel("Difficulty").selectOption({ index: 1 });
  await check("/tasks filtered");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await check("/tasks filters cleared");
}

/** The announcements' category chips, each pressed. */
async function pressCategoryChips(page: Page, check: (what: string) => Promise<void>) {
  const chips = await page.getByRole("list", { name: "Categories" }).getByRole("button").all();
  for (const chip of chips) {
    const name = (await chip.textContent())?.trim();
    await chip.click();
    await check(`/announcements category ${name}`);
  }
}

async function tour(page: Page, who: string, routes: string[], signedIn: boolean) {
  const { found, check, visit } = overflowChecker(page, who);
  await page.goto("/forum/");
  for (const route of routes) {
    await visit(route);
    if (route === "/") await openHomeControls(page, check, signedIn);
    if (route === "/tasks" && signedIn) await useTaskFilters(page, check);
    if (route === "/announcements") await pressCategoryChips(page, check);
  }
  return found;
}

// One test per reader, each within the journeys' time limit: together the tours outgrew it as pages were added.
test("at 360 px no route scrolls sideways, with every tab open: guest", async () => {
  await journey(browser(), "layout-360-guest", "mobile", async ({ page }) => {
    const found = await tour(page, "guest", appRoutes(data), false);
    expect(found, "pages wider than the 360 px screen").toEqual([]);
  });
});

test("at 360 px no route scrolls sideways, with every tab open: student", async () => {
  await journey(browser(), "layout-360-student", "mobile", async ({ page }) => {
    await logIn(page, data.student.email, data.student.password);
    const found = await tour(page, "student", appRoutes(data), true);
    expect(found, "pages wider than the 360 px screen").toEqual([]);
  });
});

test("at 360 px no route scrolls sideways, with every tab open: admin", async () => {
  await journey(browser(), "layout-360-admin", "mobile", async ({ page }) => {
    await logInAsAdmin(page);
    const found = await tour(page, "admin", adminRoutes(data), true);
    expect(found, "pages wider than the 360 px screen").toEqual([]);
  });
});

test("at 360 px the floating create button leaves the end of the feed readable (issue 25, rough edge 6)", async () => {
  await journey(browser(), "layout-360-fab", "mobile", async ({ page, shot }) => {
    // The feed narrowed to this file's own posts, so its end is near and nothing else is loaded after it.
    await page.goto(`/forum/?search=${tag}`);
    const cards = page.locator("main article");
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fab = page.getByRole("link", { name: "Create New Post" });
    await expect.poll(async () => (await fab.boundingBox())?.y ?? 0).toBeGreaterThan(0);
    await shot("feed-end");
    const button = (await fab.boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    expect(last.y + last.height, "the last card ends above the floating button").toBeLessThanOrEqual(button.y);
  });
});

test("at 360 px a long author name shows whole on the card and the post page (issue 25, rough edge 9)", async () => {
  await journey(browser(), "layout-360-names", "mobile", async ({ page, shot }) => {
    // The file's student has a 22-character name; nothing beside it needs the room, so no part of it may be cut.
    const clipped = () =>
      page.evaluate((id) => {
        const names = Array.from(
          document.querySelectorAll(`main a[href$="/profile/${id}"], main a[href$="/profile/${id}"] *`),
        );
        // Screen-reader-only copies are 1 px wide on purpose.
        const seen = names.filter((e) => e.clientWidth > 1 && e.textContent?.trim());
        const cut = seen.filter((e) => e.scrollWidth > e.clientWidth + 1);
        return { shown: seen.length, cut: cut.map((e) => e.textContent) };
      }, data.student.id);
    await page.goto(`/forum/?search=${tag}`);
    await expect.poll(async () => (await clipped()).shown, { timeout: 15_000 }).toBeGreaterThan(0);
    await shot("card");
    expect((await clipped()).cut, "names cut on the feed card").toEqual([]);
    await page.goto(`/forum/post/${data.postUuid}`);
    await expect.poll(async () => (await clipped()).shown, { timeout: 15_000 }).toBeGreaterThan(0);
    await shot("post");
    expect((await clipped()).cut, "names cut on the post page").toEqual([]);
  });
});
