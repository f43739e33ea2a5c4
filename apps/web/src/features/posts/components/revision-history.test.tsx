import { editedMarkTexts, revisionTexts } from "@forum/contract/texts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";
import { textOf, wordDiff } from "../revision-diff.ts";
import { EditedMarker } from "./edited-marker.tsx";

const base = "/forum/api/v1/posts";
const editedAt = new Date(Date.now() - 5 * 60_000).toISOString();
const revision = (version: number, content: string, title: string | null = null) => ({
  version,
  title,
  content,
  edited_at: editedAt,
  editor: null,
});

function showMarker(post = makePost({ edited_at: editedAt, content: "<p>Deadline is Monday at noon.</p>" })) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EditedMarker post={post} />
    </QueryClientProvider>,
  );
  return post;
}

const openHistory = async () => {
  await userEvent.setup().click(screen.getByRole("button", { name: /^Edited 5 mins ago/ }));
  return screen.findByRole("dialog", { name: revisionTexts.title });
};

describe("the edited mark", () => {
  it("shows beside an edited post and an edited reply only, naming when", async () => {
    const post = makePost({ edited_at: editedAt });
    const edited = makePost({ id: 9, uuid: "reply-9", type: "comment", title: null, edited_at: editedAt });
    const untouched = makePost({ id: 10, uuid: "reply-10", type: "comment", title: null });
    mockApi({
      [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, [edited, untouched]) } },
      [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    });
    renderApp(`/post/${post.uuid}`);
    const marks = await screen.findAllByRole("button", { name: editedMarkTexts.label("5 mins ago") });
    expect(marks).toHaveLength(2);
    expect(marks[0]).toHaveTextContent(editedMarkTexts.edited);
    expect(marks[0]).toHaveAttribute("title", editedMarkTexts.label("5 mins ago"));
  });

  it("is absent from a post never edited", () => {
    showMarker(makePost());
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the history dialog", () => {
  it("lists earlier versions newest first, each marked with what the next version removed and added", async () => {
    const post = showMarker();
    const calls = mockApi({
      [`GET ${base}/${post.uuid}/revisions`]: {
        body: {
          data: [
            revision(2, "<p>Deadline is Monday.</p>", post.title),
            revision(1, "<p>Deadline is Friday.</p>", "Old title"),
          ],
        },
      },
    });
    const dialog = await openHistory();
    const entries = await within(dialog).findAllByRole("article");
    expect(calls[0]?.url).toBe(`${base}/${post.uuid}/revisions`);
    expect(entries.map((e) => within(e).getByRole("heading").textContent)).toEqual([
      expect.stringContaining("Version 2"),
      expect.stringContaining("Version 1"),
    ]);
    // Version 2 → the current text: "at noon" added; version 1 → version 2: Friday became Monday, and the title.
    const [newest, oldest] = entries as [HTMLElement, HTMLElement];
    expect(newest.querySelector("ins")).toHaveTextContent("at noon");
    expect(newest.querySelector("del")).toBeNull();
    const marked = (entry: HTMLElement, tag: string) => [...entry.querySelectorAll(tag)].map((e) => e.textContent);
    // Each mark names itself for screen readers: not colour, not even the tag, alone.
    expect(marked(oldest, "del")).toEqual([
      `[${revisionTexts.removed}: Old title]`,
      `[${revisionTexts.removed}: Friday]`,
    ]);
    expect(marked(oldest, "ins")).toEqual([
      `[${revisionTexts.added}: ${post.title}]`,
      `[${revisionTexts.added}: Monday]`,
    ]);
  });

  it("says so when there is nothing to show, and offers a retry after a failure", async () => {
    const post = showMarker();
    let fail = true;
    mockApi({
      [`GET ${base}/${post.uuid}/revisions`]: () =>
        fail ? { status: 500, body: { message: "Server error" } } : { body: { data: [] } },
    });
    const dialog = await openHistory();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(revisionTexts.failed);
    fail = false;
    await userEvent.setup().click(within(dialog).getByRole("button", { name: revisionTexts.retry }));
    expect(await within(dialog).findByText(revisionTexts.empty)).toBeInTheDocument();
    // Escape closes it and gives focus back to the mark, where the reader was.
    await userEvent.setup().keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: /^Edited 5 mins ago/ })).toHaveFocus());
  });
});

describe("revision diff", () => {
  it("reads HTML as its words, paragraphs apart", () => {
    expect(textOf("<p>One <b>two</b></p><p>three</p>")).toBe("One two\nthree");
  });

  it("diffs word by word", () => {
    expect(wordDiff("due on Friday", "due on Monday")).toEqual([
      { text: "due on ", change: "same" },
      { text: "Friday", change: "removed" },
      { text: "Monday", change: "added" },
    ]);
  });
});
