import { watchTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makeCommunity } from "../../communities/fixtures.ts";
import { makePost, pageOf, withReplies } from "../../posts/fixtures.ts";

const api = "/forum/api/v1";
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
const post = makePost({ id: 3 });
const bellNamed = (level: keyof typeof watchTexts.levels) =>
  screen.findByRole("button", { name: watchTexts.label(watchTexts.levels[level]) });

/** The post page's calls and its watch level; PUTs answer with the level asked for (or fail when `refuse`). */
function servePost({ level = "normal", refuse = false } = {}) {
  return mockApi({
    [`GET ${api}/posts/${post.uuid}`]: { body: { data: withReplies(post) } },
    [`GET ${api}/posts/${post.id}/similar`]: { body: { data: [] } },
    [`GET ${api}/posts/${post.uuid}/watch`]: { body: { data: { level } } },
    [`PUT ${api}/posts/${post.uuid}/watch`]: (body) =>
      refuse ? { status: 500, body: { message: "no" } } : { body: { data: body } },
  });
}

describe("the watch bell", () => {
  beforeAll(() => import("./watch-bell.tsx"), 30_000);

  it("names the level, offers the three with the current one checked, and saves the one chosen", async () => {
    signIn();
    const calls = servePost();
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    await user.click(await bellNamed("normal"));
    const items = await screen.findAllByRole("menuitemradio");
    expect(items.map((i) => i.textContent)).toEqual([
      `${watchTexts.levels.watching}${watchTexts.hints.post.watching}`,
      `${watchTexts.levels.normal}${watchTexts.hints.post.normal}`,
      `${watchTexts.levels.muted}${watchTexts.hints.post.muted}`,
    ]);
    expect(items.map((i) => i.getAttribute("aria-checked"))).toEqual(["false", "true", "false"]);
    await user.click(items[2]!);
    expect(await screen.findByText(watchTexts.saved.muted)).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe(`${api}/posts/${post.uuid}/watch`);
    expect(put?.body).toEqual({ level: "muted" });
    expect(await bellNamed("muted")).toBeInTheDocument();
  });

  it("is reached and worked with the keyboard", async () => {
    signIn();
    const calls = servePost({ level: "watching" });
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    (await bellNamed("watching")).focus();
    await user.keyboard("{Enter}");
    const items = await screen.findAllByRole("menuitemradio");
    expect(items[0]).toHaveAttribute("aria-checked", "true");
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ level: "normal" }));
  });

  it("keeps the level when the change is refused, and says so", async () => {
    signIn();
    servePost({ refuse: true });
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    await user.click(await bellNamed("normal"));
    await user.click((await screen.findAllByRole("menuitemradio"))[0]!);
    expect(await screen.findByText(watchTexts.failed)).toBeInTheDocument();
    expect(await bellNamed("normal")).toBeInTheDocument();
  });

  it("is not shown to guests, who are not asked for a level", async () => {
    const calls = servePost();
    renderApp(`/post/${post.uuid}`);
    expect(await screen.findByRole("heading", { name: post.title!, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/watch"))).toBe(false);
  });

  it("watches a community from its page: every new post", async () => {
    signIn();
    const calls = mockApi({
      [`GET ${api}/communities/5`]: { body: { data: makeCommunity({ id: 5, name: "Chess Club" }) } },
      [`GET ${api}/communities/5/watch`]: { body: { data: { level: "normal" } } },
      [`PUT ${api}/communities/5/watch`]: (body) => ({ body: { data: body } }),
    });
    const user = userEvent.setup();
    renderApp("/single-community/5");
    await user.click(await bellNamed("normal"));
    const items = await screen.findAllByRole("menuitemradio");
    expect(items[0]).toHaveTextContent(watchTexts.hints.place.watching);
    await user.click(items[0]!);
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ level: "watching" }));
    expect(await bellNamed("watching")).toBeInTheDocument();
  });

  it("watches a tag from its feed", async () => {
    signIn();
    const calls = mockApi({
      [`GET ${api}/posts`]: { body: pageOf([post]) },
      [`GET ${api}/tags/Calculus%201/watch`]: { body: { data: { level: "muted" } } },
      [`PUT ${api}/tags/Calculus%201/watch`]: (body) => ({ body: { data: body } }),
    });
    const user = userEvent.setup();
    renderApp("/?tag=Calculus%201");
    await user.click(await bellNamed("muted"));
    await user.click((await screen.findAllByRole("menuitemradio"))[0]!);
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ level: "watching" }));
  });
});
