import { adTexts } from "@forum/contract/texts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../../posts/fixtures.ts";
import { placementOf } from "../fixtures.ts";

const feed = "GET /forum/api/v1/posts";
const placement = "GET /forum/api/v1/advertisements/placement";
const posts = (n: number) => Array.from({ length: n }, (_, i) => makePost({ id: i + 1, title: `Post ${i + 1}` }));

/** An IntersectionObserver the test drives: `reveal()` brings every observed element into view. */
function observeByHand() {
  const observed: { callback: IntersectionObserverCallback; el: Element }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(el: Element) {
        observed.push({ callback: this.callback, el });
      }
      disconnect() {}
      unobserve() {}
    },
  );
  // The slots' chunk loads after the feed renders: wait until a slot is watched, then bring everything into view.
  return async (slots = 1) => {
    await waitFor(() => expect(observed.filter((o) => o.el.tagName === "LI").length).toBeGreaterThanOrEqual(slots));
    act(() => {
      for (const { callback, el } of observed)
        callback([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  };
}

/** The feed list's items, in order: a post's title, or the sponsored card's name. */
const feedOrder = () =>
  within(screen.getByRole("list", { name: "Posts" }))
    .getAllByRole("listitem")
    .map(
      (li) =>
        li.querySelector("article[aria-label^='Sponsored']")?.getAttribute("aria-label") ??
        li.querySelector("h2, h3")?.textContent,
    );

describe("the feed's sponsored cards", { timeout: 30_000 }, () => {
  it("puts one card after every 10 posts, each slot asking once when the student nears it", async () => {
    const reveal = observeByHand();
    let served = 0;
    const calls = mockApi({
      [feed]: { body: pageOf(posts(25)) },
      [placement]: () => ({ body: { data: placementOf(++served) } }),
    });
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Post 25" })).toBeInTheDocument();
    // The slots wait until they come near the screen: nothing counted for a slot nobody reached.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.includes("/placement"))).toHaveLength(0);
    await reveal(2);
    const first = await screen.findByRole("article", { name: "Sponsored: Print Hub 1" });
    await screen.findByRole("article", { name: "Sponsored: Print Hub 2" });
    const order = feedOrder();
    expect(order.indexOf("Sponsored: Print Hub 1")).toBe(10);
    expect(order.indexOf("Sponsored: Print Hub 2")).toBe(21);
    expect(order.filter((o) => o?.startsWith("Sponsored"))).toHaveLength(2);
    await reveal();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.includes("/placement"))).toHaveLength(2);

    expect(within(first).getByText(adTexts.adMark)).toBeInTheDocument();
    expect(first).toHaveTextContent("Same-day printing 1.");
    const link = within(first).getByRole("link");
    expect(link).toHaveAttribute("href", "/forum/api/v1/advertisements/1/click");
    expect(link).toHaveAttribute("rel", "sponsored noopener");
    expect(link).toHaveAttribute("target", "_blank");
    const img = first.querySelector("img");
    expect(img).toHaveAttribute("src", "/forum/uploads/placement-1.webp");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width");
  });

  it("shows no card when no campaign is live or the request fails, and asks nothing under 10 posts", async () => {
    const reveal = observeByHand();
    let answer: { status?: number; body: unknown } = { body: { data: null } };
    const calls = mockApi({ [feed]: { body: pageOf(posts(20)) }, [placement]: () => answer });
    const { unmount } = renderApp("/");
    await screen.findByRole("link", { name: "Post 20" });
    await reveal(2);
    await waitFor(() => expect(calls.filter((c) => c.url.includes("/placement"))).toHaveLength(2));
    answer = { status: 500, body: { message: "x" } };
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("article", { name: /^Sponsored/ })).not.toBeInTheDocument();
    expect(feedOrder().filter(Boolean)).toHaveLength(20);
    unmount();

    const few = mockApi({ [feed]: { body: pageOf(posts(9)) }, [placement]: { body: { data: placementOf(1) } } });
    renderApp("/");
    await screen.findByRole("link", { name: "Post 9" });
    await new Promise((r) => setTimeout(r, 100));
    expect(document.querySelector("li[aria-hidden='true']")).toBeNull();
    expect(few.filter((c) => c.url.includes("/placement"))).toHaveLength(0);
  });

  it("a failed placement leaves the feed as it is", async () => {
    const reveal = observeByHand();
    const calls = mockApi({
      [feed]: { body: pageOf(posts(10)) },
      [placement]: { status: 500, body: { message: "x" } },
    });
    renderApp("/");
    await screen.findByRole("link", { name: "Post 10" });
    await reveal();
    await waitFor(() => expect(calls.filter((c) => c.url.includes("/placement"))).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("article", { name: /^Sponsored/ })).not.toBeInTheDocument();
    expect(feedOrder()).toEqual(posts(10).map((p) => p.title));
  });
});
