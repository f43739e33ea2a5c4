import { shareTexts } from "@forum/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Route, Switch } from "../../../lib/router/index.ts";
import { MemoryRouter } from "../../../test/memory-router.tsx";
import { mockApi } from "../../../test/render-app.tsx";
import { makePost } from "../fixtures.ts";
import { PostCard } from "./post-card.tsx";

function renderCard(post = makePost()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <Switch>
          <Route path="/">
            <PostCard post={post} />
          </Route>
          <Route>
            <p>elsewhere</p>
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("PostCard", () => {
  it("shows an untitled (community) post's text once, as the link that opens it", () => {
    const post = makePost({ title: null, content: "<p>Chess practice moves to Friday</p>" });
    renderCard(post);
    expect(screen.getAllByText("Chess practice moves to Friday")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Chess practice moves to Friday" })).toHaveAttribute(
      "href",
      `/post/${post.uuid}`,
    );
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("shows author, community, title, a 400-character preview and the counters", () => {
    const post = makePost({
      content: `<p>${"a".repeat(390)}</p><p>bcdefghijklmnop</p>`,
      community: { id: 3, name: "Maths" },
      views_count: 42,
    });
    renderCard(post);
    expect(screen.getByRole("link", { name: "ada" })).toHaveAttribute("href", "/profile/7");
    expect(screen.getByRole("link", { name: "#Maths" })).toHaveAttribute("href", "/single-community/3");
    expect(screen.getByRole("link", { name: "Post number 1" })).toHaveAttribute("href", `/post/${post.uuid}`);
    expect(screen.getByText(/^a+ bcdefghij\.\.\.$/)).toBeInTheDocument();
    expect(screen.getByText("5 mins ago")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like 3" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("link", { name: "Comments 2" })).toHaveAttribute("href", `/post/${post.uuid}#comments`);
    expect(screen.getByText("42")).toBeInTheDocument();
  });

  it("shows the server's preview as it is, with one ellipsis", () => {
    renderCard(makePost({ content: `<p>${"a".repeat(398)}...</p>`, content_truncated: true }));
    expect(screen.getByText(`${"a".repeat(398)}...`)).toBeInTheDocument();
  });

  it("hides the author of an anonymous post", () => {
    renderCard(makePost({ anonymous: true, user: null, user_id: null }));
    expect(screen.getByText("Anonymous")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /ada/ })).toBeNull();
  });

  it("likes optimistically", async () => {
    mockApi({
      "POST /forum/api/v1/posts/1/toggle-like": {
        body: { data: { likes_count: 4, unlikes_count: 1, user_like_count: 1, user_unlike_count: 0 } },
      },
    });
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Like 3" }));
    // The card renders from its prop here; the cache update is covered in api.test.tsx.
    expect(screen.getByRole("button", { name: /Like/ })).toBeInTheDocument();
  });

  it("opens the image viewer, which Escape closes", async () => {
    const user = userEvent.setup();
    renderCard(makePost({ images: ["/forum/uploads/a.webp", "/forum/uploads/b.webp"] }));
    const first = await screen.findByRole("button", { name: "Open image 1 of 2" });
    expect(within(first).getByRole("presentation", { hidden: true })).toHaveAttribute("loading", "lazy");
    await user.click(first);
    const viewer = await screen.findByRole("dialog");
    expect(within(viewer).getByRole("img")).toHaveAttribute("src", "/forum/uploads/a.webp");
    await user.click(within(viewer).getByRole("button", { name: "Next image" }));
    expect(within(viewer).getByRole("img")).toHaveAttribute("src", "/forum/uploads/b.webp");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(first);
    await user.click(await screen.findByRole("button", { name: "Close image viewer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shares: copy shows Link copied! for 2 s then closes; e-mail, X and Facebook carry the link", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const post = makePost({ title: "Exam tips & tricks" });
    renderCard(post);
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: shareTexts.title });
    const link = `${window.location.origin}/forum/post/${post.uuid}?title=Exam%20tips%20%26%20tricks`;
    expect(within(dialog).getByRole("link", { name: shareTexts.x }).getAttribute("href")).toContain(
      encodeURIComponent(link),
    );
    expect(within(dialog).getByRole("link", { name: shareTexts.facebook })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
    expect(within(dialog).getByRole("link", { name: shareTexts.email }).getAttribute("href")).toMatch(/^mailto:/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole("button", { name: shareTexts.copyLink }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(dialog).findByText(shareTexts.linkCopied)).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
