import { communityTexts, leaderboardTexts, pollMessages, pollTexts, sidebarTexts } from "@forum/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { makeCommunity } from "../../communities/fixtures.ts";
import { emptyFeed, entry, poll, signIn, stubApi } from "../sidebar-test-kit.ts";

const notified = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const tags = () => ({ body: { data: ["JAMB", "Python", "hostel"] } });
const achiever = () => ({ body: { data: { image_path: "http://forum.test/forum/uploads/a.webp" } } });
const sidebar = () => screen.getByRole("complementary", { name: "Forum highlights" });

describe("home sidebar for guests", () => {
  it("lists featured tags; a tag sets the feed's tag filter and pressing it again clears it", async () => {
    const calls = stubApi({ "GET /tags/latest": tags, "GET /posts": emptyFeed, "GET /achiever/active": achiever });
    const user = userEvent.setup();
    const { router } = renderApp("/?recent=1");
    await user.click(await screen.findByRole("button", { name: "#Python" }));
    await waitFor(() => expect(router.state.location.search).toBe("?recent=1&tag=Python"));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "#Python" })).toHaveAttribute("aria-pressed", "true"),
    );
    await waitFor(() => expect(calls.some((c) => c.path === "/posts" && c.url.includes("tag=Python"))).toBe(true));
    expect(screen.getByRole("button", { name: "Remove filter #Python" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "#Python" }));
    await waitFor(() => expect(router.state.location.search).toBe("?recent=1"));
  });

  it("shows the achievers image but no poll, community or leaderboard card, and never asks for them", async () => {
    const calls = stubApi({ "GET /tags/latest": tags, "GET /posts": emptyFeed, "GET /achiever/active": achiever });
    renderApp("/");
    const image = await within(sidebar()).findByRole("img", { name: leaderboardTexts.achieversAlt });
    expect(image).toHaveAttribute("src", "http://forum.test/forum/uploads/a.webp");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "320");
    expect(screen.queryByRole("heading", { name: pollTexts.poll })).toBeNull();
    expect(screen.queryByRole("heading", { name: leaderboardTexts.title })).toBeNull();
    expect(screen.queryByRole("heading", { name: communityTexts.randomTitle })).toBeNull();
    const asked = calls.map((c) => c.path);
    for (const path of ["/poll/active", "/engagements/leaderboard", "/random/community"])
      expect(asked).not.toContain(path);
  });

  it("shows a loading placeholder, then Failed to fetch tags when the call fails", async () => {
    let fail: (v: { status: number; body: unknown }) => void = () => {};
    stubApi({
      "GET /tags/latest": () => new Promise((resolve) => (fail = resolve)),
      "GET /posts": emptyFeed,
    });
    renderApp("/");
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent("Loading tags");
    fail({ status: 500, body: { message: "boom" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(sidebarTexts.tagsFailed);
  });
});

/** A wide screen, where the student cards are shown beside the feed (phones fold them under a button). */
const wideScreen = () =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width: 1024px"),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe("home sidebar for signed-in students", () => {
  beforeEach(wideScreen);
  afterEach(() => vi.unstubAllGlobals());

  it("on a phone fetches the folded cards only when they are opened", async () => {
    vi.unstubAllGlobals();
    signIn();
    const calls = stubApi({ "GET /posts": emptyFeed, "GET /poll/active": () => ({ body: { data: null } }) });
    const user = userEvent.setup();
    renderApp("/");
    const more = await screen.findByRole("button", { name: sidebarTexts.moreFromForum });
    expect(screen.queryByRole("heading", { name: pollTexts.poll })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain("/poll/active");
    await user.click(more);
    expect(await screen.findByText(pollTexts.noActivePoll)).toBeInTheDocument();
  });

  it("votes: Submitting vote..., then the card reloads with the student's choice and the success message", async () => {
    signIn();
    let voted = false;
    let release: (v: { body: unknown }) => void = () => {};
    const calls = stubApi({
      "GET /tags/latest": tags,
      "GET /posts": emptyFeed,
      "GET /poll/active": () => ({ body: { data: poll(voted ? 32 : null) } }),
      "POST /poll/vote": () =>
        new Promise((resolve) => {
          release = resolve;
        }),
      "GET /engagements/leaderboard": () => ({ body: { data: [] } }),
    });
    const user = userEvent.setup();
    renderApp("/");
    const card = (await screen.findByRole("heading", { name: pollTexts.poll })).closest("section")!;
    const vote = await within(card).findByRole("button", { name: pollTexts.vote });
    expect(vote).toBeDisabled();
    await user.click(within(card).getByRole("radio", { name: "Night" }));
    await user.click(vote);
    expect(within(card).getByRole("button", { name: pollTexts.submittingVote })).toBeDisabled();
    expect(calls.find((c) => c.path === "/poll/vote")?.body).toEqual({ poll_id: 3, option_id: 32 });
    voted = true;
    release({ body: { message: pollMessages.voteSubmitted } });
    expect(await within(card).findByText(pollTexts.yourVote)).toBeInTheDocument();
    expect(within(card).queryByRole("radio")).toBeNull();
    expect(card).toHaveTextContent(/Night\s*Your vote\s*80%, 4 votes/); // 4 of 5 votes
    expect(notified.success).toHaveBeenCalledWith("Vote Submitted success!");
    expect(calls.filter((c) => c.path === "/poll/active")).toHaveLength(2);
  });

  it("keeps a picked option when the screen narrows past the breakpoint (a tablet turned), without fetching again", async () => {
    let wide = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal("matchMedia", (query: string) => ({
      get matches() {
        return wide && query.includes("min-width: 1024px");
      },
      addEventListener: (_: string, f: () => void) => listeners.add(f),
      removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    }));
    signIn();
    const calls = stubApi({ "GET /posts": emptyFeed, "GET /poll/active": () => ({ body: { data: poll() } }) });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("radio", { name: "Night" }));
    wide = false;
    act(() => {
      for (const f of listeners) f();
    });
    wide = true;
    act(() => {
      for (const f of listeners) f();
    });
    expect(screen.getByRole("radio", { name: "Night" })).toBeChecked();
    expect(screen.getByRole("button", { name: pollTexts.vote })).toBeEnabled();
    expect(calls.filter((c) => c.path === "/poll/active")).toHaveLength(1);
  });

  it("shows a refused vote's message in an Error! dialog and reloads the card", async () => {
    signIn();
    const calls = stubApi({
      "GET /posts": emptyFeed,
      "GET /poll/active": () => ({ body: { data: poll() } }),
      "POST /poll/vote": () => ({
        status: 422,
        body: { message: pollMessages.alreadyVoted, error: { poll_id: [pollMessages.alreadyVoted] } },
      }),
    });
    const user = userEvent.setup();
    renderApp("/");
    await user.click(await screen.findByRole("radio", { name: "Morning" }));
    await user.click(screen.getByRole("button", { name: pollTexts.vote }));
    const dialog = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(dialog).toHaveTextContent(pollMessages.alreadyVoted);
    await waitFor(() => expect(calls.filter((c) => c.path === "/poll/active")).toHaveLength(2));
    expect(notified.success).not.toHaveBeenCalled();
  });

  /** Votes, and while the answer is held the home page goes away (another page opened); then the answer arrives. */
  async function voteThenLeave(answer: { status?: number; body: unknown }) {
    signIn();
    vi.clearAllMocks();
    let release: () => void = () => {};
    stubApi({
      "GET /posts": emptyFeed,
      "GET /poll/active": () => ({ body: { data: poll() } }),
      "POST /poll/vote": () =>
        new Promise((resolve) => {
          release = () => resolve(answer);
        }),
    });
    const user = userEvent.setup();
    const view = renderApp("/");
    await user.click(await screen.findByRole("radio", { name: "Night" }));
    await user.click(screen.getByRole("button", { name: pollTexts.vote }));
    expect(await screen.findByRole("button", { name: pollTexts.submittingVote })).toBeDisabled();
    view.unmount();
    release();
  }

  it("says the vote was submitted when the answer lands after the home page was left", async () => {
    await voteThenLeave({ body: { message: pollMessages.voteSubmitted } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Vote Submitted success!"));
  });

  it("tells a refused vote as a toast when the answer lands after the card (and its dialog) went away", async () => {
    await voteThenLeave({ status: 422, body: { message: pollMessages.alreadyVoted } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(pollMessages.alreadyVoted));
  });

  it("offers a community to join through the communities feature's card", async () => {
    signIn();
    stubApi({
      "GET /posts": emptyFeed,
      "GET /random/community": () => ({ body: { data: makeCommunity({ id: 4, name: "Chess Club" }) } }),
    });
    renderApp("/");
    const card = (await screen.findByRole("heading", { name: communityTexts.randomTitle })).closest("section")!;
    expect(within(card).getByRole("link", { name: "Chess Club" })).toHaveAttribute("href", "/single-community/4");
    expect(sidebar()).toContainElement(card);
  });

  it("says No Active poll! when there is none", async () => {
    signIn();
    stubApi({ "GET /posts": emptyFeed, "GET /poll/active": () => ({ body: { data: null } }) });
    renderApp("/");
    expect(await screen.findByText(pollTexts.noActivePoll)).toBeInTheDocument();
  });

  it("ranks this week's students; All Time is a placeholder and See all does nothing", async () => {
    signIn();
    const calls = stubApi({
      "GET /posts": emptyFeed,
      "GET /engagements/leaderboard": () => ({ body: { data: [entry(8, "Ada", 5), entry(9, "Bola", 1)] } }),
    });
    const user = userEvent.setup();
    renderApp("/");
    const card = (await screen.findByRole("heading", { name: leaderboardTexts.title })).closest("section")!;
    const rows = await within(card).findAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["1Ada Obi5 likes", "2Bola Obi1 like"]);
    expect(within(card).getByRole("link", { name: "Ada Obi" })).toHaveAttribute("href", "/profile/8");
    expect(calls.find((c) => c.path === "/engagements/leaderboard")?.url).toContain("type=1");
    const seeAll = within(card).getByText(leaderboardTexts.seeAll);
    expect(seeAll.closest("a, button")).toBeNull();
    await user.click(within(card).getByRole("tab", { name: leaderboardTexts.allTime }));
    expect(within(card).getByRole("tabpanel")).toHaveTextContent(leaderboardTexts.allTimePlaceholder);
    expect(calls.filter((c) => c.path === "/engagements/leaderboard")).toHaveLength(1);
  });
});

describe("home sidebar accessibility (axe-core)", () => {
  beforeEach(wideScreen);
  afterEach(() => vi.unstubAllGlobals());

  it("has no violations with every card, the poll open for a vote", async () => {
    HTMLCanvasElement.prototype.getContext = () => null;
    signIn();
    stubApi({
      "GET /tags/latest": tags,
      "GET /posts": emptyFeed,
      "GET /achiever/active": achiever,
      "GET /poll/active": () => ({ body: { data: poll() } }),
      "GET /engagements/leaderboard": () => ({ body: { data: [entry(8, "Ada", 5)] } }),
      "GET /random/community": () => ({ body: { data: makeCommunity({ id: 4, name: "Chess Club" }) } }),
    });
    renderApp("/");
    await screen.findByRole("radio", { name: "Night" });
    await screen.findByRole("link", { name: "Chess Club" });
    await screen.findByRole("link", { name: "Ada Obi" });
    await screen.findByRole("button", { name: "#JAMB" });
    const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
