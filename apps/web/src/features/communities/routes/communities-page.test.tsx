import { communityTexts } from "@forum/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makeCommunity, signedInAs, stampSearches } from "../fixtures.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const chess = makeCommunity({ id: 1, name: "Chess Club", acronym: "CHC", members_count: 4, user_is_member: true });
const drama = makeCommunity({ id: 2, name: "Drama Society", acronym: "DRS", members_count: 1 });
const list = (url: string) => new URL(url, "http://x").searchParams;

describe("/communities", () => {
  it("shows guests All Communities only, each card opening its community; Join sends them to log in", async () => {
    mockApi({ "GET /forum/api/v1/communities": { body: { data: [{ ...chess, user_is_member: false }, drama] } } });
    const user = userEvent.setup();
    const { router } = renderApp("/communities");
    expect(await screen.findByRole("heading", { name: communityTexts.allTitle })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: communityTexts.joinedTitle })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Chess Club" })).toHaveAttribute("href", "/single-community/1");
    expect(screen.getByText("4 members")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Join Community: Drama Society" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows a student's joined communities, then Other Communities; a join moves the card at once, new count", async () => {
    sessionStore.set(signedInAs(7));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const joinedDrama = { ...drama, user_is_member: true, members_count: 2 };
    const calls = mockApi({
      "GET /forum/api/v1/communities": { body: { data: [chess, drama] } },
      "POST /forum/api/v1/communities/2/join": { body: { data: joinedDrama, message: "ok" } },
    });
    // The stub answers by path; the joined list (?user_id=) gets its own answer, and the join waits for the gate.
    // The joined list asked again after the join never answers: what shows then comes from the join's answer alone.
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    let joinedAsked = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("user_id=7")) {
        calls.push({ method: "GET", url: String(input), body: undefined, headers: {} });
        if (++joinedAsked > 1) return new Promise<Response>(() => {});
        return new Response(JSON.stringify({ data: [chess] }), { status: 200 });
      }
      if (init?.method === "POST") await gate;
      return answer(input as string, init);
    });
    const user = userEvent.setup();
    renderApp("/communities");
    const joined = await screen.findByRole("region", { name: communityTexts.joinedTitle });
    expect(await within(joined).findByRole("link", { name: `${communityTexts.view}: Chess Club` })).toBeInTheDocument();
    const others = screen.getByRole("region", { name: communityTexts.otherTitle });
    expect(within(joined).queryByText("Drama Society")).not.toBeInTheDocument();
    expect(within(others).queryByText("Chess Club")).not.toBeInTheDocument();
    await user.click(within(others).getByRole("button", { name: "Join Community: Drama Society" }));
    expect(await within(others).findByText(communityTexts.joining)).toBeInTheDocument();
    release();
    const moved = await within(joined).findByRole("link", { name: `${communityTexts.view}: Drama Society` });
    expect(within(moved.closest("article")!).getByText("2 members")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Drama Society" })).toHaveLength(1);
    expect(within(others).queryByText("Drama Society")).not.toBeInTheDocument();
    expect(screen.getByText(communityTexts.noCommunities)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/communities/2/join"))).toBe(true);
    // The joined list is fetched again, for the student's own id.
    await waitFor(() => expect(calls.filter((c) => list(c.url).get("user_id") === "7")).toHaveLength(2));
  });

  it("moves focus to the joined card's View Community link, since its Join button leaves with the old card", async () => {
    sessionStore.set(signedInAs(7));
    const joinedDrama = { ...drama, user_is_member: true, members_count: 2 };
    let member = false;
    mockApi({
      "GET /forum/api/v1/communities": (_b, url) => ({
        body: {
          data: list(url).has("user_id")
            ? [chess, ...(member ? [joinedDrama] : [])]
            : [chess, member ? joinedDrama : drama],
        },
      }),
      "POST /forum/api/v1/communities/2/join": () => {
        member = true;
        return { body: { data: joinedDrama, message: "ok" } };
      },
    });
    const user = userEvent.setup();
    renderApp("/communities");
    const join = await screen.findByRole("button", { name: "Join Community: Drama Society" });
    join.focus();
    await user.keyboard("{Enter}");
    const joined = screen.getByRole("region", { name: communityTexts.joinedTitle });
    const view = await within(joined).findByRole("link", { name: `${communityTexts.view}: Drama Society` });
    await waitFor(() => expect(view).toHaveFocus());
  });

  it("leaves focus where the student moved it while the join was on its way", async () => {
    sessionStore.set(signedInAs(7));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const joinedDrama = { ...drama, user_is_member: true };
    let member = false;
    mockApi({
      "GET /forum/api/v1/communities": (_b, url) => ({
        body: { data: list(url).has("user_id") ? [chess, ...(member ? [joinedDrama] : [])] : [chess, drama] },
      }),
      "POST /forum/api/v1/communities/2/join": () => {
        member = true;
        return { body: { data: joinedDrama, message: "ok" } };
      },
    });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST") await gate;
      return answer(input as string, init);
    });
    const user = userEvent.setup();
    renderApp("/communities");
    await user.click(await screen.findByRole("button", { name: "Join Community: Drama Society" }));
    const search = screen.getByRole("searchbox", { name: communityTexts.searchPlaceholder });
    search.focus();
    release();
    const joined = screen.getByRole("region", { name: communityTexts.joinedTitle });
    await within(joined).findByRole("link", { name: `${communityTexts.view}: Drama Society` });
    expect(search).toHaveFocus();
  });

  it("tells a failed join even when its card has left the page before the answer", async () => {
    sessionStore.set(signedInAs(7));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      "GET /forum/api/v1/communities": (_b, url) => ({
        body: { data: list(url).has("all") && !list(url).has("search") ? [drama] : [] },
      }),
      "POST /forum/api/v1/communities/2/join": { status: 404, body: { message: "Community not found." } },
    });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST") await gate;
      return answer(input as string, init);
    });
    const user = userEvent.setup();
    renderApp("/communities");
    await user.click(await screen.findByRole("button", { name: "Join Community: Drama Society" }));
    await user.type(screen.getByRole("searchbox", { name: communityTexts.searchPlaceholder }), "chess");
    await waitFor(() => expect(screen.queryByText("Drama Society")).not.toBeInTheDocument());
    release();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Community not found."));
  });

  it("shows the empty state with Explore Community when nothing is joined", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({
      "GET /forum/api/v1/communities": (_b) => ({ body: { data: [] } }),
    });
    renderApp("/communities");
    expect(await screen.findByText(communityTexts.noneJoined)).toBeInTheDocument();
    const explore = screen.getByRole("button", { name: communityTexts.explore });
    Element.prototype.scrollIntoView = vi.fn();
    explore.click();
    expect(screen.getByRole("heading", { name: communityTexts.otherTitle })).toHaveFocus();
  });

  it("does not say nothing matches while the search is still on its way", async () => {
    mockApi({ "GET /forum/api/v1/communities": { body: { data: [] } } });
    renderApp("/communities");
    await screen.findByText(communityTexts.noCommunities);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    let asked = false;
    fetchMock.mockImplementation(async (input, init) => {
      if (list(String(input)).has("search")) {
        asked = true;
        await gate;
      }
      return answer(input as string, init);
    });
    fireEvent.change(screen.getByRole("searchbox", { name: communityTexts.searchPlaceholder }), {
      target: { value: "dra" },
    });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByText("Loading communities...")).toBeInTheDocument();
    expect(screen.queryByText(communityTexts.noMatch("dra"))).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(communityTexts.noMatch("dra"))).toBeInTheDocument();
  });

  it("searches 300 ms after typing stops, once, and says when nothing matches", async () => {
    const calls = mockApi({ "GET /forum/api/v1/communities": { body: { data: [] } } });
    renderApp("/communities");
    await screen.findByText(communityTexts.noCommunities);
    const searched = () => calls.filter((c) => list(c.url).has("search")).map((c) => list(c.url).get("search"));
    let typedAt = 0;
    const stamps = stampSearches(vi.mocked(fetch), () => typedAt);
    const box = screen.getByRole("searchbox", { name: communityTexts.searchPlaceholder });
    // Three keystrokes in one tick; only the last text may be searched, and not before the debounce has passed.
    typedAt = performance.now();
    for (const typed of ["d", "dr", "dra"]) fireEvent.change(box, { target: { value: typed } });
    expect(await screen.findByText(communityTexts.noMatch("dra"))).toBeInTheDocument();
    expect(searched()).toEqual(["dra"]);
    expect(stamps.map((x) => x.search)).toEqual(["dra"]);
    expect(stamps[0]!.after).toBeGreaterThanOrEqual(295);
    expect(list(calls.at(-1)!.url).get("all")).toBe("1");
  });
});
