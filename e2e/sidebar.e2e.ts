import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { exclusive } from "./support/exclusive.ts";
import { e2ePoll } from "./support/fixtures.ts";
import { api, createVerifiedAccount, logIn, waitForPath } from "./support/forum.ts";

const browser = useBrowser();
const password = "sidebar-pass-1";

/** A signed-in call to the server (full path), for the setup a journey is not about. */
async function asUser(email: string) {
  const login = (await api("POST", "/api/v2/auth/login", { username: email, password })).json as {
    data: { access_token: string };
  };
  return (method: string, path: string, body?: unknown) =>
    fetch(`${inject("baseUrl")}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${login.data.access_token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, json: await res.json() }));
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Forum highlights" });
/** Small screens fold the poll, community and leaderboard cards under one button. */
async function openCards(page: Page, viewport: string) {
  if (viewport === "mobile") await sidebar(page).getByRole("button", { name: "Poll, leaderboard and more" }).click();
}

describe.each(viewportNames)("home sidebar at %s", (viewport) => {
  test("featured tags filter the feed; a student votes and sees the leaderboard; a guest sees neither card", async () => {
    const tag = `Sidebar${Date.now().toString(36)}${viewport}`;
    const author = randomEmail("sb-author");
    const fan = randomEmail("sb-fan");
    await createVerifiedAccount(author, password);
    await createVerifiedAccount(fan, password);
    const asAuthor = await asUser(author);
    const titles = [`Revision timetable that works ${tag}`, `Past questions worth doing ${tag}`];
    let first = "";
    for (const title of titles) {
      const res = await asAuthor("POST", "/forum/api/v1/posts", {
        title,
        content: `<p>${title}</p>`,
        tags: [tag, "revision"],
      });
      expect(res.status).toBe(201);
      first ||= res.json.uuid;
    }
    // A like from someone else this week puts the author on the weekly leaderboard.
    expect((await (await asUser(fan))("POST", `/forum/api/v1/posts/${first}/toggle-like`)).status).toBe(200);
    // Featured tags are cached for a few seconds: wait until the server features the new tag.
    await expect
      .poll(async () => ((await api("GET", "/forum/api/v1/tags/latest")).json as { data: string[] }).data, {
        timeout: 15_000,
        interval: 1_000,
      })
      .toContain(tag);

    await journey(browser(), "sidebar-guest", viewport, async (s) => {
      const { page } = s;
      await page.goto("/forum/");
      const chip = sidebar(page).getByRole("button", { name: `#${tag}` });
      await chip.click();
      await waitForPath(page, "/forum", { tag });
      await expect.poll(() => chip.getAttribute("aria-pressed")).toBe("true");
      await page.getByRole("button", { name: `Remove filter #${tag}` }).waitFor();
      for (const title of titles) await page.getByRole("link", { name: title }).waitFor();
      await expect.poll(() => page.locator("article").count()).toBe(2);
      await s.shot("tag-filtered");
      // Guests get no poll, community or leaderboard card (nor the button that would unfold them).
      expect(await page.getByRole("heading", { name: "Poll" }).count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Forum Leaderboard" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Poll, leaderboard and more" }).count()).toBe(0);
    });

    // The admin journey makes a poll of its own active for a while.
    await exclusive("active-poll", () =>
      journey(browser(), "sidebar-student", viewport, async (s) => {
        const { page } = s;
        await logIn(page, author, password);
        await openCards(page, viewport);
        const poll = sidebar(page).locator("section", { has: page.getByRole("heading", { name: "Poll" }) });
        await poll.getByRole("group", { name: e2ePoll.title }).waitFor();
        const vote = poll.getByRole("button", { name: "Vote" });
        expect(await vote.isDisabled()).toBe(true);
        await poll.getByRole("radio", { name: "Hostel room" }).check();
        await s.shot("poll");
        // Every card open, for a student: no WCAG A/AA violations and nothing wider than the screen.
        await sidebar(page).getByRole("heading", { name: "Forum Leaderboard" }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        await vote.click();
        await page.getByText("Vote Submitted success!").waitFor();
        // The card is cleared and reloaded: the student's choice and the share of each option now show.
        await poll.getByText("Your vote").waitFor();
        expect(await poll.getByRole("radio").count()).toBe(0);
        await poll.getByText(/^\d+ votes?$/).waitFor();
        await s.shot("voted");
        const active = (await (await asUser(author))("GET", "/forum/api/v1/poll/active")).json as {
          data: { user_vote_option_id: number; options: { id: number; option: string; votes_count: number }[] };
        };
        const chosen = active.data.options.find((o) => o.id === active.data.user_vote_option_id);
        expect(chosen?.option).toBe("Hostel room");
        expect(chosen?.votes_count).toBeGreaterThanOrEqual(1);

        const board = sidebar(page).locator("section", {
          has: page.getByRole("heading", { name: "Forum Leaderboard" }),
        });
        await board.getByRole("tab", { name: "This Week", selected: true }).waitFor();
        // The author, liked once this week by the fan, is on This Week's board.
        const profile = (await (await asUser(author))("GET", "/api/user/profile")).json as {
          data: { meta: { username: string } };
        };
        await board
          .getByRole("listitem")
          .filter({ hasText: profile.data.meta.username })
          .filter({ has: page.getByText("1 like", { exact: true }) })
          .waitFor();
        await board.getByText("See all").waitFor();
        await board.getByRole("tab", { name: "All Time" }).click();
        await board.getByText("All-time standings are coming soon.").waitFor();
        await s.shot("leaderboard");

        // The /leaderboard page: the spec's fixed sample standings.
        await page.goto("/forum/leaderboard");
        await page.getByRole("heading", { level: 1, name: "Leaderboard" }).waitFor();
        await page.getByText("These standings are sample data.").waitFor();
        expect(await page.getByRole("list", { name: "Leaderboard" }).getByRole("listitem").count()).toBe(10);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        await s.shot("leaderboard-page");
      }),
    );
  });
});
