import { describe, expect, test } from "vitest";
import { journey, randomEmail, useBrowser, viewportNames } from "./support/browser.ts";
import { e2eCommunities } from "./support/fixtures.ts";
import { api, createVerifiedAccount, logIn, waitForPath } from "./support/forum.ts";
import { solidPng } from "./support/images.ts";

const browser = useBrowser();
const password = "community-pass-1";

describe.each(viewportNames)("communities at %s", (viewport) => {
  test("join a community from /communities, post in it with an image; a non-member never sees the post", async () => {
    const word = `heron${Date.now().toString(36)}${viewport}`;
    const text = `Sunrise over the lagoon ${word}`;
    const member = randomEmail("member");
    const outsider = randomEmail("outsider");
    await createVerifiedAccount(member, password);
    await createVerifiedAccount(outsider, password);
    let communityPath = "";
    // Each viewport joins its own community, so each sees it empty at first (the runs share one server).
    const [mine, other] = viewport === "mobile" ? e2eCommunities : [...e2eCommunities].reverse();
    const club = mine.name;

    await journey(browser(), "communities-member", viewport, async (s) => {
      const { page } = s;
      await logIn(page, member, password);
      await page.goto("/forum/communities");
      await page.getByText("You haven't joined any communities yet").waitFor();
      await page.getByRole("searchbox", { name: "Search communities" }).fill(club.split(" ")[0]!.toLowerCase());
      const others = page.getByRole("region", { name: "Other Communities" });
      // The search runs 300 ms after typing stops: the other community leaves the grid, the club stays.
      await others.getByRole("link", { name: other.name }).waitFor({ state: "detached" });
      await others.getByRole("link", { name: club }).waitFor();
      await s.shot("search");
      await others.getByRole("button", { name: `Join Community: ${club}` }).click();
      // The card moves at once to the joined ones: it is never listed twice.
      const yours = page.getByRole("region", { name: "Your Joined Communities" });
      await yours.getByRole("link", { name: `View Community: ${club}` }).waitFor();
      await others.getByRole("link", { name: club }).waitFor({ state: "detached" });
      await s.shot("joined");

      await yours.getByRole("link", { name: `View Community: ${club}` }).click();
      await page.waitForURL(/\/forum\/single-community\/\d+$/);
      communityPath = new URL(page.url()).pathname;
      await page.getByRole("heading", { name: club, level: 1 }).waitFor();
      await page.getByText("No Posts Yet").waitFor();
      const post = page.getByRole("button", { name: "Post", exact: true });
      expect(await post.isDisabled()).toBe(true);
      await page.getByRole("textbox", { name: "Your post in this community" }).click();
      await page.keyboard.type(text);
      await page
        .getByLabel(/^Attach image/)
        .setInputFiles({ name: "lagoon.png", mimeType: "image/png", buffer: solidPng(40, 30, [22, 163, 74]) });
      await page.getByRole("img", { name: "Attachment 1" }).waitFor();
      await s.shot("composed");
      await post.click();
      await page.getByText("Post Created successfully!").waitFor();
      const list = page.getByRole("list", { name: `Posts in ${club}` });
      await list.getByText(text).first().waitFor();
      const image = list.locator('img[src*="/forum/uploads/"]').first();
      await image.waitFor({ state: "attached" });
      await s.shot("posted");

      // The member's own feed search finds it.
      await page.goto(`/forum/?search=${word}`);
      await page.getByText(text).first().waitFor();
    });

    const id = communityPath.split("/").pop();
    const listed = (await api("GET", `/forum/api/v1/posts?community_id=${id}`)).json as { total: number };
    expect(listed.total).toBe(0); // a guest is no member

    await journey(browser(), "communities-outsider", viewport, async (s) => {
      const { page } = s;
      await logIn(page, outsider, password);
      await page.goto(`/forum/?search=${word}`);
      await page.getByText(`Opppsss... Looks like your search '${word}' is unavailable.`).waitFor();
      await page.goto("/forum/?recent=1");
      await page.getByRole("list", { name: "Posts" }).or(page.getByText("No posts yet.")).first().waitFor();
      await expect(page.getByText(text).count()).resolves.toBe(0);
      await page.goto(communityPath);
      await page.getByRole("heading", { name: "Connect & Contribute" }).waitFor();
      await expect(page.getByText(text).count()).resolves.toBe(0);
      await s.shot("outsider");
      await waitForPath(page, communityPath);
    });
  });
});
