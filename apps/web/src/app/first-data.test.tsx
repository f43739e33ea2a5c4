import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makePost, pageOf, withReplies } from "../features/posts/fixtures.ts";
import { MemoryRouter } from "../test/memory-router.tsx";
import { mockApi } from "../test/render-app.tsx";
import { type FirstData, seedFirstData, takeFirstData } from "./first-data.ts";
import { AppRoutes } from "./router.tsx";

/** index.html's data element as the server writes it, read as the app does before its first render. */
function pageCarrying(data: FirstData) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = "first-data";
  element.textContent = JSON.stringify(data);
  document.body.append(element);
  return takeFirstData(document);
}

function renderSeeded(path: string, data: FirstData, signedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const first = pageCarrying(data);
  expect(first).toEqual(data);
  seedFirstData(queryClient, first!, signedIn);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter path={path}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => document.getElementById("first-data")?.remove());

describe("the first page's data in index.html", () => {
  it("is read once: its element is gone after reading", () => {
    pageCarrying({ at: Date.now() });
    expect(document.getElementById("first-data")).toBeNull();
    expect(takeFirstData(document)).toBeNull();
  });

  it("renders the home feed with no call for it", async () => {
    const calls = mockApi({});
    renderSeeded("/", { at: Date.now(), feed: pageOf([makePost({ id: 4, title: "Inline feed post" })]) });
    expect(await screen.findByRole("link", { name: "Inline feed post" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/forum/api/v1/posts"))).toEqual([]);
  });

  it("renders a post with its comments with no call for it", async () => {
    const post = makePost({ id: 5, title: "Inline post page" });
    const comment = makePost({ id: 6, type: "comment", title: null, content: "<p>An inline comment</p>" });
    const calls = mockApi({});
    const answer = { data: withReplies(post, [comment]) };
    renderSeeded(`/post/${post.uuid}`, { at: Date.now(), post: { id: post.uuid, answer } });
    expect(await screen.findByRole("heading", { name: "Inline post page" })).toBeInTheDocument();
    expect(await screen.findByText("An inline comment")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.split("?")[0] === `/forum/api/v1/posts/${post.uuid}`)).toEqual([]);
  });

  it("shows a signed-in student the guest's feed at once and fetches theirs in the background", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": { body: pageOf([makePost({ id: 8, title: "Their own feed" })]) },
    });
    renderSeeded("/", { at: Date.now(), feed: pageOf([makePost({ id: 7, title: "Guest feed" })]) }, true);
    expect(screen.getByRole("link", { name: "Guest feed" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Their own feed" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith("/forum/api/v1/posts?"))).toHaveLength(1);
  });
});
