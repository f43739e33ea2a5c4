import { feedTexts } from "@forum/contract/texts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../../posts/fixtures.ts";

/** A controllable IntersectionObserver: `reveal()` says the sentinel came into view. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callbacks.push(cb);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal("IntersectionObserver", Observer);
  return () => {
    const cb = callbacks.at(-1);
    cb?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
}

const categories = {
  body: {
    data: [
      { id: 1, name: "Maths" },
      { id: 2, name: "Physics" },
    ],
  },
};

describe("home feed", () => {
  it("lists page 1 of parent posts, then loads the next page near the bottom until the last", async () => {
    const reveal = stubObserver();
    const calls = mockApi({
      "GET /forum/api/v1/posts": () => {
        const page = Number(new URL(calls.at(-1)?.url ?? "", "http://x").searchParams.get("page"));
        return { body: pageOf([makePost({ id: page, title: `Post on page ${page}` })], page < 2 ? "/n" : null, page) };
      },
    });
    renderApp("/");
    expect(await screen.findByRole("link", { name: "Post on page 1" })).toBeInTheDocument();
    // The sidebar's calls may come first on a busy machine: the feed's is the first to the posts.
    expect(calls.find((c) => c.url.startsWith("/forum/api/v1/posts"))?.url).toContain("parents_only=1");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => reveal());
    act(() => reveal()); // a second signal inside the debounce window does not double the request
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(await screen.findByRole("link", { name: "Post on page 2" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("page=2"))).toHaveLength(1);
    expect(calls.some((c) => c.url.includes("page=3"))).toBe(false);
  });

  it("shows a post once when the ranking moved it onto the next page too", async () => {
    const reveal = stubObserver();
    const calls = mockApi({
      "GET /forum/api/v1/posts": () => {
        const page = calls.length;
        const posts =
          page === 1 ? [makePost({ id: 1 }), makePost({ id: 2 })] : [makePost({ id: 2 }), makePost({ id: 3 })];
        return { body: pageOf(posts, page === 1 ? "/n" : null, page) };
      },
    });
    renderApp("/");
    await screen.findByRole("link", { name: "Post number 2" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => reveal());
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(await screen.findByRole("link", { name: "Post number 3" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Post number 2" })).toHaveLength(1);
  });

  it("shows Loading more posts... while the next page comes", async () => {
    const reveal = stubObserver();
    let answered = 0;
    mockApi({
      "GET /forum/api/v1/posts": () => {
        answered += 1;
        return { body: pageOf([makePost({ id: answered })], "/n", answered) };
      },
    });
    renderApp("/");
    await screen.findByRole("link", { name: "Post number 1" });
    const slow = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", slow);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => reveal());
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(await screen.findByText(feedTexts.loadingMore)).toBeInTheDocument();
  });

  it("debounces the search by 500 ms, keeps it in the URL and names the term when nothing matches", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": () => {
        const q = new URL(calls.at(-1)?.url ?? "", "http://x").searchParams.get("search");
        return { body: pageOf(q ? [] : [makePost()]) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/");
    await screen.findByRole("link", { name: "Post number 1" });
    await user.type(screen.getByRole("searchbox", { name: "Search posts" }), "quantum");
    expect(calls.some((c) => c.url.includes("search="))).toBe(false);
    expect(await screen.findByText(feedTexts.noResult("quantum"))).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("search=")).map((c) => c.url)).toHaveLength(1);
    expect(router.state.location.search).toBe("?search=quantum");
    await user.click(screen.getByRole("button", { name: 'Remove filter "quantum"' }));
    expect(await screen.findByRole("link", { name: "Post number 1" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search posts" })).toHaveValue("");
  });

  it("says above a search's results how many it found, about so many when the total is an estimate", async () => {
    mockApi({
      "GET /forum/api/v1/posts": (_body, url) => {
        const page = pageOf([makePost()]);
        return { body: url.includes("search=") ? { ...page, total: 63_245, total_estimated: true } : page };
      },
    });
    renderApp("/?search=exam");
    // A status: screen readers read it out, politely, when a search's results arrive.
    expect(await screen.findByText("About 63,000 results")).toHaveAttribute("role", "status");
    expect([feedTexts.resultCount(12), feedTexts.resultCount(1), feedTexts.resultCount(1_001, true)]).toEqual([
      "12 results",
      "1 result",
      "About 1,000 results",
    ]);
  });

  it("says no count over the feed itself", async () => {
    mockApi({ "GET /forum/api/v1/posts": { body: pageOf([makePost()]) } });
    renderApp("/");
    await screen.findByRole("link", { name: "Post number 1" });
    expect(screen.queryByText(/results?$/)).toBeNull();
  });

  it("reads filters from the URL (nav search) and sends them all", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": { body: pageOf([makePost()]) },
      "GET /forum/api/v1/categories": categories,
    });
    renderApp("/?search=exam&tag=Calculus&recent=1&category_ids=1,2");
    await screen.findByRole("link", { name: "Post number 1" });
    const url = decodeURIComponent(calls.find((c) => c.url.startsWith("/forum/api/v1/posts"))?.url ?? "");
    expect(url).toContain("recent=1");
    expect(url).toContain("category_ids[]=1&category_ids[]=2");
    expect(url).toContain("tag=Calculus");
    expect(url).toContain("search=exam");
    expect(screen.getByRole("searchbox", { name: "Search posts" })).toHaveValue("exam");
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(await within(chips).findByRole("button", { name: "Remove filter Maths" })).toBeInTheDocument();
    expect(within(chips).getByRole("button", { name: "Remove filter #Calculus" })).toBeInTheDocument();
  });

  it("toggles Recent and picks several categories", async () => {
    mockApi({ "GET /forum/api/v1/posts": { body: pageOf([makePost()]) }, "GET /forum/api/v1/categories": categories });
    const user = userEvent.setup();
    const { router } = renderApp("/");
    await screen.findByRole("link", { name: "Post number 1" });
    await user.click(screen.getByRole("button", { name: feedTexts.recent }));
    await waitFor(() => expect(router.state.location.search).toBe("?recent=1"));
    expect(screen.getByRole("button", { name: feedTexts.recent })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: feedTexts.categories }));
    await user.click(await screen.findByRole("checkbox", { name: "Maths" }));
    await user.click(screen.getByRole("checkbox", { name: "Physics" }));
    await waitFor(() => expect(router.state.location.search).toBe("?recent=1&category_ids=1%2C2"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("checkbox", { name: "Maths" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove filter Physics" }));
    await waitFor(() => expect(router.state.location.search).toBe("?recent=1&category_ids=1"));
  });

  it("shows each card's categories; one opens the feed filtered by it", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": {
        body: pageOf([makePost({ categories: [{ id: 2, name: "Physics" }] }), makePost({ id: 2 })]),
      },
      "GET /forum/api/v1/categories": categories,
    });
    const user = userEvent.setup();
    const { router } = renderApp("/");
    const card = (await screen.findByRole("link", { name: "Post number 1" })).closest("article") as HTMLElement;
    await user.click(within(card).getByRole("link", { name: "Physics" }));
    await waitFor(() => expect(router.state.location.search).toBe("?category_ids=2"));
    await waitFor(() => expect(calls.some((c) => decodeURIComponent(c.url).includes("category_ids[]=2"))).toBe(true));
    const other = screen.getByRole("link", { name: "Post number 2" }).closest("article") as HTMLElement;
    expect(within(other).queryByRole("list", { name: "Categories" })).toBeNull();
  });

  it("offers the floating create button", async () => {
    mockApi({ "GET /forum/api/v1/posts": { body: pageOf([]) } });
    renderApp("/");
    expect(await screen.findByText("No posts yet.")).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: "Create New Post" });
    expect(links).toHaveLength(2); // the navigation bar's (wide screens) and the floating one (small screens)
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/post/new");
    }
  });

  it("leaves the floating button out when a search finds nothing: it would sit on the message", async () => {
    mockApi({ "GET /forum/api/v1/posts": { body: pageOf([]) } });
    renderApp("/?search=quantum");
    expect(await screen.findByText(feedTexts.noResult("quantum"))).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create New Post" })).toHaveLength(1); // the navigation bar's
  });
});
