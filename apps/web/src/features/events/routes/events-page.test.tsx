import { eventTexts } from "@forum/contract/texts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs, stampSearches } from "../../communities/fixtures.ts";
import { eventsUiTexts } from "../events-ui-texts.ts";
import { eventsPageOf, makeEvent, pastEvent } from "../fixtures.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const list = "GET /forum/api/v1/events";
const reminder = (id: number) => `/forum/api/v1/events/${id}/reminder`;
const query = (url: string) => new URL(url, "http://x").searchParams;
const card = (title: string) => screen.findByRole("article", { name: title });

/** jsdom has no layout: the test decides when the observed element comes into view. */
function observeByHand() {
  const seen: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; el?: Element }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: (typeof seen)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        seen.push(this.entry);
      }
      observe(el: Element) {
        this.entry.el = el;
      }
      disconnect() {}
    },
  );
  const show = () => {
    const last = seen.at(-1);
    if (!last) throw new Error("nothing observed");
    act(() =>
      last.callback(
        [{ isIntersecting: true, target: last.el } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
  };
  return { seen, show };
}

describe("/events", { timeout: 30_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows each event's thumbnail, title, short description, date and time, link and calendar file", async () => {
    mockApi({ [list]: { body: eventsPageOf([makeEvent(1), makeEvent(2, { thumbnail: null })]) } });
    renderApp("/events");
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeInTheDocument();
    const first = await card("Career fair 1");
    expect(within(first).getByRole("heading", { level: 2, name: "Career fair 1" })).toBeInTheDocument();
    expect(first.querySelector("img")).toHaveAttribute("src", "/forum/uploads/event-1.webp");
    expect(first).toHaveTextContent("Meet employers and alumni, part 1.");
    expect(first).toHaveTextContent("Tue, 15 Jan 2030");
    expect(first).toHaveTextContent("2:00 PM");
    const link = within(first).getByRole("link", { name: eventTexts.openLink });
    expect(link).toHaveAttribute("href", "https://meet.example/fair-1");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleDescription("Career fair 1");
    expect(within(first).getByRole("link", { name: eventTexts.addToCalendar })).toHaveAttribute(
      "href",
      "/forum/api/v1/events/1/calendar.ics",
    );
    expect(within(first).getByRole("button", { name: eventTexts.remindMe })).toHaveAccessibleDescription(
      "Career fair 1",
    );
    expect((await card("Career fair 2")).querySelector("img")).toBeNull();
  });

  it("says No events found, with the term when searching", async () => {
    mockApi({ [list]: { body: eventsPageOf([]) } });
    renderApp("/events");
    expect(await screen.findByText("No events found")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("searchbox", { name: eventTexts.searchLabel }), { target: { value: " quiz " } });
    expect(await screen.findByText('No events found for "quiz"')).toBeInTheDocument();
  });

  it("says when the list failed to load, and tries again", async () => {
    let fail = true;
    mockApi({
      [list]: () =>
        fail ? { status: 500, body: { message: "Server error." } } : { body: eventsPageOf([makeEvent(1)]) },
    });
    const user = userEvent.setup();
    renderApp("/events");
    expect(await screen.findByRole("alert")).toHaveTextContent(eventsUiTexts.loadFailed);
    expect(screen.queryByText("No events found")).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: eventsUiTexts.retry }));
    expect(await card("Career fair 1")).toBeInTheDocument();
  });

  it("searches 300 ms after the last key, for the last text only", async () => {
    const calls = mockApi({
      [list]: (_b, url) => ({ body: eventsPageOf(query(url).get("search") ? [] : [makeEvent(1)]) }),
    });
    renderApp("/events");
    await card("Career fair 1");
    let typedAt = 0;
    const stamps = stampSearches(vi.mocked(fetch), () => typedAt);
    const box = screen.getByRole("searchbox", { name: eventTexts.searchLabel });
    typedAt = performance.now();
    for (const typed of ["h", "ha", "hac"]) fireEvent.change(box, { target: { value: typed } });
    expect(await screen.findByText('No events found for "hac"')).toBeInTheDocument();
    expect(stamps.map((s) => s.search)).toEqual(["hac"]);
    expect(stamps[0]?.after).toBeGreaterThanOrEqual(295);
    expect(query(calls.at(-1)?.url ?? "").get("page")).toBe("1");
  });

  it("loads the next page once the last card is 10 % visible", async () => {
    const { seen, show } = observeByHand();
    const calls = mockApi({
      [list]: (_b, url) =>
        query(url).get("page") === "2"
          ? { body: eventsPageOf([makeEvent(3)], 2, 2) }
          : { body: eventsPageOf([makeEvent(1), makeEvent(2)], 1, 2) },
    });
    renderApp("/events");
    const last = await card("Career fair 2");
    await waitFor(() => expect(seen.at(-1)?.el).toBe(last));
    expect(seen.at(-1)?.options?.threshold).toBe(0.1);
    show();
    expect(await card("Career fair 3")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/events")).map((c) => query(c.url).get("page"))).toEqual(["1", "2"]);
  });

  it("a failed next page says so and waits for Retry rather than asking again by itself", async () => {
    const { show } = observeByHand();
    let failPage2 = true;
    const calls = mockApi({
      [list]: (_b, url) =>
        query(url).get("page") === "2"
          ? failPage2
            ? { status: 500, body: { message: "Server error." } }
            : { body: eventsPageOf([makeEvent(3)], 2, 2) }
          : { body: eventsPageOf([makeEvent(1), makeEvent(2)], 1, 2) },
    });
    const user = userEvent.setup();
    renderApp("/events");
    await card("Career fair 2");
    await waitFor(() => expect(calls).toHaveLength(1));
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent(eventsUiTexts.loadFailed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
    failPage2 = false;
    await user.click(screen.getByRole("button", { name: eventsUiTexts.retry }));
    expect(await card("Career fair 3")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Career fair 1" })).toBeInTheDocument();
  });

  it("Remind Me shows Setting... while sent, then the spec's success text; the reminder shows as set", async () => {
    sessionStore.set(signedInAs(7));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi({
      [list]: { body: eventsPageOf([makeEvent(1)]) },
      [`POST ${reminder(1)}`]: () => ({
        body: { data: makeEvent(1, { reminder_set: true }), message: eventTexts.reminderSet },
      }),
    });
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (init?.method === "POST") await gate;
      return answer?.(input, init) as Promise<Response>;
    });
    const user = userEvent.setup();
    renderApp("/events");
    const first = await card("Career fair 1");
    await user.click(within(first).getByRole("button", { name: eventTexts.remindMe }));
    const busy = await within(first).findByRole("button", { name: eventTexts.setting });
    expect(busy).toBeDisabled();
    release();
    const cancel = await within(first).findByRole("button", { name: eventTexts.cancelReminder });
    expect(within(first).getByText(eventTexts.reminderOn)).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith("A reminder will be sent a day before the event");
    // Focus moves in an effect after the mutation settles, which may run after the commit findByRole saw.
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(calls.find((c) => c.method === "POST")?.headers).toMatchObject({ Authorization: "Bearer t.e.st" });
  });

  it("a failed reminder says the spec's failure text and goes back to Remind Me", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({
      [list]: { body: eventsPageOf([makeEvent(1)]) },
      [`POST ${reminder(1)}`]: { status: 500, body: { message: "Server error." } },
    });
    const user = userEvent.setup();
    renderApp("/events");
    const first = await card("Career fair 1");
    await user.click(within(first).getByRole("button", { name: eventTexts.remindMe }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Sorry, an error ocurred. Pls try again."));
    expect(within(first).getByRole("button", { name: eventTexts.remindMe })).toBeEnabled();
    expect(within(first).queryByText(eventTexts.reminderOn)).not.toBeInTheDocument();
  });

  it("says the reminder was cancelled even when a search answered meanwhile replaced the card that was pressed", async () => {
    sessionStore.set(signedInAs(7));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      [list]: { body: eventsPageOf([makeEvent(1, { reminder_set: true })]) },
      [`DELETE ${reminder(1)}`]: { body: { message: "Reminder cancelled. No mail will go out." } },
    });
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (init?.method === "DELETE") await gate;
      return answer?.(input, init) as Promise<Response>;
    });
    renderApp("/events");
    const first = await card("Career fair 1");
    fireEvent.click(within(first).getByRole("button", { name: eventTexts.cancelReminder }));
    fireEvent.change(screen.getByRole("searchbox", { name: eventTexts.searchLabel }), { target: { value: "Career" } });
    // The search's list, with a card of its own, replaces the one pressed.
    await waitFor(() => expect(screen.getByRole("article", { name: "Career fair 1" })).not.toBe(first));
    release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Reminder cancelled. No mail will go out."));
  });

  it("cancels a set reminder, back to Remind Me", async () => {
    sessionStore.set(signedInAs(7));
    const calls = mockApi({
      [list]: { body: eventsPageOf([makeEvent(1, { reminder_set: true })]) },
      [`DELETE ${reminder(1)}`]: { body: { message: "Reminder cancelled. No mail will go out." } },
    });
    const user = userEvent.setup();
    renderApp("/events");
    const first = await card("Career fair 1");
    expect(within(first).getByText(eventTexts.reminderOn)).toBeInTheDocument();
    expect(within(first).queryByRole("button", { name: eventTexts.remindMe })).not.toBeInTheDocument();
    await user.click(within(first).getByRole("button", { name: eventTexts.cancelReminder }));
    const remind = await within(first).findByRole("button", { name: eventTexts.remindMe });
    await waitFor(() => expect(remind).toHaveFocus());
    expect(notify.success).toHaveBeenCalledWith("Reminder cancelled. No mail will go out.");
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("hides Remind Me (and the calendar file) once the event is past", async () => {
    sessionStore.set(signedInAs(7));
    mockApi({ [list]: { body: eventsPageOf([makeEvent(1), pastEvent(2)]) } });
    renderApp("/events");
    const past = await card("Orientation 2");
    expect(within(past).getByText(eventTexts.past)).toBeInTheDocument();
    expect(within(past).queryByRole("button")).not.toBeInTheDocument();
    expect(within(past).queryByRole("link", { name: eventTexts.addToCalendar })).not.toBeInTheDocument();
    expect(within(await card("Career fair 1")).getByRole("button", { name: eventTexts.remindMe })).toBeInTheDocument();
  });

  it("sends a guest who presses Remind Me to the login, to come back to the events", async () => {
    const calls = mockApi({ [list]: { body: eventsPageOf([makeEvent(1)]) } });
    const user = userEvent.setup();
    const { router } = renderApp("/events");
    await user.click(within(await card("Career fair 1")).getByRole("button", { name: eventTexts.remindMe }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/events" });
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it.each([
    ["with events", [makeEvent(1, { reminder_set: true }), makeEvent(2), pastEvent(3)], "Career fair 1"],
    ["empty", [], "No events found"],
  ])("has no axe violations (%s)", async (_name, events, text) => {
    sessionStore.set(signedInAs(7));
    mockApi({ [list]: { body: eventsPageOf(events) } });
    renderApp("/events");
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
