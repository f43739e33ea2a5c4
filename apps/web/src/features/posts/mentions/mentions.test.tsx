import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";
import { quoteText } from "../quote/quote-text.ts";
import { replyHtml } from "../reply-html.ts";
import { insertMention, mentionAt } from "./mention-query.ts";
import { type MentionField, MentionSuggest } from "./mention-suggest.tsx";

const base = "/forum/api/v1/posts";
const person = (user_id: number, username: string, first_name: string) => ({
  user_id,
  meta: { username, first_name, last_name: "Obi", profile_image: null },
});

function serve(post = makePost()) {
  return mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    [`POST ${base}`]: { status: 201, body: { data: makePost({ id: 50 }), uuid: "x" } },
    "GET /forum/api/v1/users/suggest": (_body, url) => {
      const q = new URL(url, "http://x").searchParams.get("q") ?? "";
      const all = [person(2, "ada_o", "Ada"), person(3, "adaeze", "Adaeze"), person(4, "bola", "Bola")];
      return { body: { data: all.filter((p) => p.meta.username.startsWith(q)) } };
    },
  });
}

async function openReplyBox(post = makePost()) {
  sessionStore.set({
    token: "t.e.7",
    user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 },
  });
  const calls = serve(post);
  const user = userEvent.setup();
  renderApp(`/post/${post.uuid}`);
  await user.click(await screen.findByRole("button", { name: "Reply" }));
  return { user, calls, box: await screen.findByLabelText("Your reply") };
}

describe("what is being mentioned", () => {
  it("is the @ and letters right before the caret, after a space or at the start", () => {
    expect(mentionAt("ask @ad", 7)).toEqual({ start: 4, end: 7, query: "ad" });
    expect(mentionAt("@ad", 3)).toEqual({ start: 0, end: 3, query: "ad" });
    expect(mentionAt("mail me@ad", 10)).toBeNull();
    expect(mentionAt("ask @", 5)).toBeNull();
    expect(mentionAt("ask @ad now", 11)).toBeNull();
    expect(insertMention("ask @ad now", { start: 4, end: 7, query: "ad" }, "ada_o")).toEqual({
      text: "ask @ada_o now",
      caret: 11,
    });
  });
});

describe("@mention suggestions in the reply box", () => {
  beforeAll(() => import("../routes/post-page.tsx"), 30_000);

  it("offer matching students; arrows move, Enter picks and inserts @username", async () => {
    const { user, box, calls } = await openReplyBox();
    await user.type(box, "Ask @ad");
    const list = await screen.findByRole("listbox", { name: "Students to mention" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["@ada_o Ada Obi", "@adaeze Adaeze Obi"]);
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Ask @adaeze ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    // Enter picked: it sent nothing.
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("offers students for an @name typed before the suggestions' code arrived (no keystroke after)", async () => {
    serve();
    const box = document.createElement("textarea");
    const field: MentionField = {
      input: box,
      keys: box,
      read: () => ({ text: "Ask @ad", caret: 7 }),
      replace: () => {},
      watch: () => () => {},
    };
    const shown = render(
      <QueryClientProvider client={new QueryClient()}>
        <MentionSuggest field={field} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("listbox", { name: "Students to mention" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["@ada_o Ada Obi", "@adaeze Adaeze Obi"]);
    shown.unmount();
  });

  it("Tab picks too, and a tap picks without losing the box's focus", async () => {
    const { user, box } = await openReplyBox();
    await user.type(box, "@bo");
    await screen.findByRole("option", { name: /@bola/ });
    await user.keyboard("{Tab}");
    expect(box).toHaveValue("@bola ");
    expect(box).toHaveFocus();
    // The caret is placed after the inserted name in the next frame (once React has rendered it); typing goes there.
    await act(() => new Promise<number>((frame) => requestAnimationFrame(frame)));
    expect((box as HTMLTextAreaElement).selectionStart).toBe(6);

    await user.type(box, "and @ada_");
    await user.click(await screen.findByRole("option", { name: /@ada_o/ }));
    expect(box).toHaveValue("@bola and @ada_o ");
    expect(box).toHaveFocus();
  });

  it("Escape closes the list for that mention and leaves what was typed; a new @ opens it again", async () => {
    const { user, box } = await openReplyBox();
    await user.type(box, "@ad");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box).toHaveValue("@ad");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    // Typing on keeps it closed for this mention; the next one has its list.
    await user.type(box, "a and @b");
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["@bola Bola Obi"]);
  });
});

describe("quoting", () => {
  it("starts a reply with a blockquote naming the author, or Anonymous", () => {
    expect(quoteText("Ada Obi", "Line one\n\nline two")).toBe("> Ada Obi wrote:\n> Line one\n> line two\n\n");
    expect(quoteText("", "Secret")).toBe("> Anonymous wrote:\n> Secret\n\n");
    expect(replyHtml("> Ada wrote:\n> 1 < 2\n\nI agree")).toBe(
      "<blockquote><p>Ada wrote:</p><p>1 &lt; 2</p></blockquote><p>I agree</p>",
    );
  });

  beforeAll(() => import("../quote/post-page-tools.tsx"), 30_000);
  // jsdom lays nothing out: a selection has no box of its own there.
  const hadBox = "getBoundingClientRect" in Range.prototype;
  beforeAll(() => {
    if (!hadBox) Range.prototype.getBoundingClientRect = () => new DOMRect(10, 10, 100, 20);
  });
  afterAll(() => {
    if (!hadBox) delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  });

  it("offers Quote for text selected in the post, which opens the reply box with the quote", async () => {
    const post = makePost({ content: "<p>The exam is on Friday.</p>", author_name: "Ada Obi", anonymous: false });
    sessionStore.set({ token: "t.e.7", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    serve(post);
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    const text = await screen.findByText("The exam is on Friday.");
    act(() => {
      const range = document.createRange();
      range.selectNodeContents(text);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await user.click(await screen.findByRole("button", { name: "Quote the selected text in a reply" }));
    expect(await screen.findByLabelText("Your reply")).toHaveValue("> Ada Obi wrote:\n> The exam is on Friday.\n\n");
  });

  it("never names the author of an anonymous post", async () => {
    const post = makePost({ id: 9, content: "<p>Who marks this?</p>", author_name: "Ada Obi", anonymous: true });
    sessionStore.set({ token: "t.e.7", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    serve(post);
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    const text = await screen.findByText("Who marks this?");
    act(() => {
      const range = document.createRange();
      range.selectNodeContents(text);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
    });
    await user.click(await screen.findByRole("button", { name: "Quote the selected text in a reply" }));
    const box = await screen.findByLabelText("Your reply");
    expect(box).toHaveValue("> Anonymous wrote:\n> Who marks this?\n\n");
  });
});
