import { moderationTexts, notificationActionTexts, notificationTexts, taskReviewOutcome } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { pageOf, replyNote, reportNote, stubNotifications, taskReviewNote } from "../fixtures.ts";

vi.mock("../live-socket.ts", () => ({ openLiveSocket: () => () => {} }));

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

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
    const last = seen.at(-1)!;
    last.callback([{ isIntersecting: true, target: last.el } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { seen, show };
}

const main = () => screen.getByRole("main");

describe("/notifications", () => {
  it("sends guests to the login page", async () => {
    const { router } = renderApp("/notifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("lists the outcome of a report beside replies", async () => {
    signIn();
    stubNotifications({ current: [pageOf([reportNote(2, "delete"), replyNote(1)])] });
    renderApp("/notifications");
    const items = await within(main()).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("A moderator reviewed your report: Question 2");
    expect(items[0]).toHaveTextContent(moderationTexts.reportOutcome.delete);
    expect(items[0]).not.toHaveTextContent("“");
    expect(items[1]).toHaveTextContent("bola replied to your post: Question 1");
  });

  it("lists the review of a reward-task translation, linking to the task", async () => {
    signIn();
    stubNotifications({
      current: [pageOf([taskReviewNote(2, 41, "Read it more slowly."), taskReviewNote(1, 40, null)])],
    });
    renderApp("/notifications");
    const items = await within(main()).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("A reviewer reviewed your translation: Sentence 41");
    expect(items[0]).toHaveTextContent("“Read it more slowly.”");
    expect(within(items[0]!).getAllByRole("link")[0]).toHaveAttribute("href", "/task/41");
    expect(items[1]).toHaveTextContent(taskReviewOutcome.approved);
    expect(items[1]).not.toHaveTextContent("“");
    expect(within(items[1]!).getAllByRole("link")[0]).toHaveAttribute("href", "/task/40");
  });

  it("shows the loading text, then the empty state", async () => {
    signIn();
    stubNotifications({ current: [pageOf([])] });
    // The answer is held until the loading text has been seen, so a fast answer cannot skip past it.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    });
    renderApp("/notifications");
    expect(await screen.findByRole("heading", { name: "Notifications", level: 1 })).toBeInTheDocument();
    expect(await within(main()).findByText(notificationTexts.loadingPage)).toBeInTheDocument();
    release();
    expect(await within(main()).findByText(notificationTexts.empty)).toBeInTheDocument();
    expect(within(main()).getByText(notificationTexts.emptyHint)).toBeInTheDocument();
  });

  it("loads the next page when the last item comes into view (100 px margin, threshold 0.1), until there is none", async () => {
    signIn();
    const first = Array.from({ length: 20 }, (_, i) => replyNote(i + 1));
    const calls = stubNotifications({ current: [pageOf(first, 1, 2), pageOf([replyNote(21)], 2, 2)] });
    const io = observeByHand();
    renderApp("/notifications");
    await within(main()).findByText(/Question 20/);
    // The observer is made in an effect after the list commits.
    await waitFor(() => expect(io.seen.at(-1)?.el).toBeDefined());
    expect(io.seen.at(-1)!.options).toMatchObject({ rootMargin: "100px", threshold: 0.1 });
    io.show();
    expect(await within(main()).findByText(/Question 21/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "GET").map((c) => c.page)).toEqual([1, 2]);
    const observers = io.seen.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(io.seen.length).toBe(observers); // no page 3: nothing is observed any more
  });

  it("Mark as unread: confirm, a progress dialog while it runs, then the server's message", async () => {
    signIn();
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body: unknown }>((r) => {
      answer = r;
    });
    stubNotifications({ current: [pageOf([replyNote(1, { read: true })])] }, () => ({ status: 200, body: null }));
    const fetchStub = vi.mocked(fetch);
    const original = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (init?.method !== "POST") return original(input, init);
      const r = await pending;
      return new Response(JSON.stringify(r.body), { status: r.status });
    });
    const user = userEvent.setup();
    renderApp("/notifications");
    await user.click(await within(main()).findByRole("button", { name: "Mark as unread" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(confirm).toHaveTextContent(notificationActionTexts.unreadOne.confirm);
    await user.click(within(confirm).getByRole("button", { name: "Mark as unread" }));
    expect(
      await screen.findByRole("alertdialog", { name: notificationActionTexts.unreadOne.busy }),
    ).toBeInTheDocument();
    answer({ status: 200, body: { message: "Notification marked as unread." } });
    expect(await screen.findByRole("dialog", { name: "Success!" })).toHaveTextContent("Notification marked as unread.");
  });

  it("a failed Mark all as Read shows the spec's text", async () => {
    signIn();
    stubNotifications({ current: [pageOf([replyNote(1)])] }, () => ({ status: 500, body: { message: "boom" } }));
    const user = userEvent.setup();
    renderApp("/notifications");
    await user.click(await within(main()).findByRole("button", { name: "Mark all as Read" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Mark all as Read" }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(
      "Failed to mark all as read. Please try again.",
    );
  });

  /** Marks all as read and, while the answer is held, the page goes away (another page opened); then it lands. */
  async function markAllThenLeave(answer: { status: number; body: unknown }) {
    signIn();
    stubNotifications({ current: [pageOf([replyNote(1)])] }, () => answer);
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp("/notifications");
    await user.click(await within(main()).findByRole("button", { name: "Mark all as Read" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Mark all as Read" }));
    expect(await screen.findByRole("alertdialog", { name: notificationActionTexts.readAll.busy })).toBeInTheDocument();
    view.unmount();
    release();
  }

  it("says the server's message as a toast when the answer lands after the page was left", async () => {
    const told = vi.spyOn(notify, "success");
    await markAllThenLeave({ status: 200, body: { message: "All notifications marked as read." } });
    await waitFor(() => expect(told).toHaveBeenCalledWith("All notifications marked as read."));
  });

  it("tells a failure with the spec's text as a toast when it lands after the page was left", async () => {
    const told = vi.spyOn(notify, "error");
    await markAllThenLeave({ status: 500, body: { message: "boom" } });
    await waitFor(() => expect(told).toHaveBeenCalledWith(notificationActionTexts.readAll.failed));
  });
});
