import { communityTexts, contentMessages, limits, messages } from "@forum/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../../posts/fixtures.ts";
import { makeCommunity, makeMembers, signedInAs, stampSearches } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));
// Quill needs a real layout engine; the editor's contract (HTML out) is played by a plain stand-in.
vi.mock("../../posts/components/rich-text-editor.tsx", () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
    <textarea
      aria-label={label}
      defaultValue={value.replace(/^<p>|<\/p>$/g, "")}
      onChange={(e) => onChange(e.target.value ? `<p>${e.target.value}</p>` : "")}
    />
  ),
}));

const outside = makeCommunity({ id: 5, name: "Chess Club", members_count: 7, members: makeMembers(7) });
const inside = { ...outside, user_is_member: true, members_count: 8 };
const path = "/single-community/5";
const wide = (matches: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe("/single-community/{id}", () => {
  it("shows a non-member Connect & Contribute, the about panel with the sample numbers, and no posts", async () => {
    const calls = mockApi({ "GET /forum/api/v1/communities/5": { body: { data: outside } } });
    const user = userEvent.setup();
    renderApp(path);
    expect(await screen.findByRole("heading", { name: "Chess Club", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: communityTexts.connectTitle })).toBeInTheDocument();
    expect(screen.getByText("7 members")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/posts"))).toBe(false);
    // Phones: Posts, About and Members tabs.
    await user.click(screen.getByRole("tab", { name: communityTexts.tabs.about }));
    expect(screen.getByText("What community 5 is about.")).toBeInTheDocument();
    for (const value of ["455", "65", "706", "262k"]) expect(screen.getByText(value)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: communityTexts.tabs.members }));
    const members = screen.getByRole("region", { name: /Members/ });
    expect(within(members).getAllByRole("link")).toHaveLength(5);
    expect(within(members).getAllByText(communityTexts.presence)).toHaveLength(5);
    await user.click(within(members).getByRole("button", { name: communityTexts.seeAll }));
    expect(within(members).getAllByRole("link")).toHaveLength(7);
    expect(within(members).getByRole("link", { name: /member7/ })).toHaveAttribute("href", "/profile/106");
  });

  it("tells a member with no posts to start the discussion; on wide screens the panels sit beside, no tabs", async () => {
    sessionStore.set(signedInAs(7));
    wide(true);
    const calls = mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
    });
    renderApp(path);
    expect(await screen.findByRole("heading", { name: communityTexts.noPostsTitle })).toBeInTheDocument();
    expect(screen.getByText(communityTexts.noPostsBody)).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "About Chess Club" })).toBeInTheDocument();
    const posts = new URL(calls.find((c) => c.url.includes("/posts"))!.url, "http://x").searchParams;
    expect(posts.get("community_id")).toBe("5");
    expect(screen.getByRole("button", { name: communityTexts.leave })).toBeInTheDocument();
  });

  it("posts as multipart with an image; blank content is refused with the spec's message", async () => {
    sessionStore.set(signedInAs(7));
    const calls = mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([makePost({ id: 3, community: { id: 5, name: "Chess Club" } })]) },
      "POST /forum/api/v1/posts": {
        status: 201,
        body: { data: makePost(), uuid: "u", message: "Post Created successfully!" },
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    expect(await screen.findByText("Post number 3")).toBeInTheDocument();
    const post = screen.getByRole("button", { name: communityTexts.post });
    expect(post).toBeDisabled();
    const editor = await screen.findByRole("textbox", { name: communityTexts.editorLabel });
    await user.type(editor, "   ");
    await user.click(post);
    expect(screen.getByText(messages.posts.communityContentEmpty)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(editor, "Who plays the Sicilian?");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "board.png", { type: "image/png" });
    await user.upload(screen.getByLabelText(/Attach image/), file);
    expect(await screen.findByRole("img", { name: "Attachment 1" })).toBeInTheDocument();
    await user.click(post);
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Post Created successfully!"));
    const body = calls.find((c) => c.method === "POST")!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("content")).toBe("<p>   Who plays the Sicilian?</p>");
    expect(body.get("community_id")).toBe("5");
    expect(body.get("status")).toBe("published");
    expect(String(body.get("images[0]"))).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByRole("img", { name: "Attachment 1" })).not.toBeInTheDocument();
  });

  /** A window that can cross 1024 px while the page shows: `resize(true)` tells the page's listeners it did. */
  function resizable() {
    let isWide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal("matchMedia", (query: string) => ({
      get matches() {
        return query === "(min-width: 1024px)" && isWide;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    return (next: boolean) => {
      isWide = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    };
  }

  it("keeps a half-written post and its Posting... when the window crosses 1024 px; the answer then clears it", async () => {
    sessionStore.set(signedInAs(7));
    vi.clearAllMocks();
    const resize = resizable();
    const calls = mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
      "POST /forum/api/v1/posts": {
        status: 201,
        body: { data: makePost(), uuid: "u", message: "Post Created successfully!" },
      },
    });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    renderApp(path);
    const editor = () => screen.findByRole("textbox", { name: communityTexts.editorLabel });
    const first = await editor();
    await user.type(first, "Who plays the Sicilian?");
    // A tablet turned: panels beside the posts, and a composer of their own.
    resize(true);
    expect(await screen.findByRole("complementary", { name: "About Chess Club" })).toBeInTheDocument();
    expect(await editor()).not.toBe(first);
    expect(await editor()).toHaveValue("Who plays the Sicilian?");
    await user.click(screen.getByRole("button", { name: communityTexts.post }));
    expect(await screen.findByRole("button", { name: communityTexts.posting })).toBeInTheDocument();
    // Turned back while it is sent: still Posting..., still the text.
    resize(false);
    expect(await screen.findByRole("tab", { name: communityTexts.tabs.about })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: communityTexts.posting })).toBeInTheDocument();
    expect(await editor()).toHaveValue("Who plays the Sicilian?");
    release();
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Post Created successfully!"));
    await waitFor(async () => expect(await editor()).toHaveValue(""));
    expect(screen.getByRole("button", { name: communityTexts.post })).toBeDisabled();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  /** Posts, and while the answer is held the page goes away (another page opened); then the answer arrives. */
  async function postThenLeave(answer: { status: number; body: unknown }) {
    sessionStore.set(signedInAs(7));
    vi.clearAllMocks();
    mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
      "POST /forum/api/v1/posts": answer,
    });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp(path);
    await user.type(await screen.findByRole("textbox", { name: communityTexts.editorLabel }), "Anyone for blitz?");
    await user.click(screen.getByRole("button", { name: communityTexts.post }));
    expect(await screen.findByRole("button", { name: communityTexts.posting })).toBeInTheDocument();
    view.unmount();
    release();
  }

  it("says the post was created when the answer lands after the page was left", async () => {
    await postThenLeave({ status: 201, body: { data: makePost(), uuid: "u", message: "Post Created successfully!" } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Post Created successfully!"));
  });

  it("says why a post was refused when the answer lands after the page was left", async () => {
    await postThenLeave({ status: 422, body: { message: "The content field is required." } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("The content field is required."));
  });

  it("counts the text written and keeps Post disabled past 20,000 characters", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
    });
    renderApp(path);
    const editor = await screen.findByRole("textbox", { name: communityTexts.editorLabel });
    fireEvent.change(editor, { target: { value: "x".repeat(limits.contentTextMax + 1) } });
    expect(await screen.findByText("20001/20000")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(contentMessages.textTooLong);
    expect(screen.getByRole("button", { name: communityTexts.post })).toBeDisabled();
    fireEvent.change(editor, { target: { value: "Short" } });
    expect(await screen.findByText("5/20000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: communityTexts.post })).toBeEnabled();
  });

  it("searches the community's posts 500 ms after typing stops", async () => {
    sessionStore.set(signedInAs(7));
    const calls = mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
    });
    renderApp(path);
    await screen.findByRole("heading", { name: communityTexts.noPostsTitle });
    const searched = () =>
      calls
        .map((c) => new URL(c.url, "http://x").searchParams)
        .flatMap((q) => (q.has("search") ? [q.get("search")] : []));
    let typedAt = 0;
    const stamps = stampSearches(vi.mocked(fetch), () => typedAt);
    const box = screen.getByRole("searchbox", { name: communityTexts.searchPosts });
    // Three keystrokes in one tick; only the last text may be searched, and not before the debounce has passed.
    typedAt = performance.now();
    for (const typed of ["s", "si", "sic"]) fireEvent.change(box, { target: { value: typed } });
    expect(await screen.findByText(communityTexts.noSearchResult("sic"))).toBeInTheDocument();
    expect(searched()).toEqual(["sic"]);
    expect(stamps.map((x) => x.search)).toEqual(["sic"]);
    expect(stamps[0]!.after).toBeGreaterThanOrEqual(495);
  });

  it("leaves and reloads the community: members then see Connect & Contribute", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: inside } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
      "POST /forum/api/v1/communities/5/leave": { body: { data: outside, message: "You left Chess Club." } },
    });
    const user = userEvent.setup();
    renderApp(path);
    await user.click(await screen.findByRole("button", { name: communityTexts.leave }));
    expect(await screen.findByRole("heading", { name: communityTexts.connectTitle })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: `${communityTexts.join}: Chess Club` }).length).toBeGreaterThan(0);
  });

  it("enlarges the banner on click", async () => {
    mockApi({ "GET /forum/api/v1/communities/5": { body: { data: outside } } });
    const user = userEvent.setup();
    renderApp(path);
    await user.click(await screen.findByRole("button", { name: communityTexts.enlargeBanner }));
    expect(await screen.findByRole("button", { name: "Close image viewer" })).toBeInTheDocument();
  });

  it("says Community not found for an unknown id", async () => {
    mockApi({});
    renderApp("/single-community/404");
    expect(await screen.findByRole("heading", { name: communityTexts.notFound })).toBeInTheDocument();
  });
});
