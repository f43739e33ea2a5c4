import { moderationTexts, notificationActionTexts, notificationTexts } from "@forum/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { likeNote, pageOf, replyNote, reportNote, stubNotifications } from "../fixtures.ts";
import type { LiveHandlers } from "../live-socket.ts";

const live = vi.hoisted(() => ({ handlers: null as LiveHandlers | null, closed: 0 }));
vi.mock("../live-socket.ts", () => ({
  openLiveSocket: (h: LiveHandlers) => {
    live.handlers = h;
    return () => live.closed++;
  },
}));
const toasts = vi.hoisted(() =>
  Object.assign(
    vi.fn((_message: string, _options?: object) => "toast-1"),
    { dismiss: vi.fn() },
  ),
);
vi.mock("sonner", () => ({ toast: toasts, Toaster: () => null }));

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
const bell = async () => {
  const nav = await screen.findByRole("navigation", { name: "Main" });
  return within(nav).getByRole("button", { name: /^Notifications/ });
};

beforeEach(() => {
  live.handlers = null;
  toasts.mockClear();
  toasts.dismiss.mockClear();
});

describe("notification bell", () => {
  it("says on the bell while the live connection is up (journeys wait for it before they push)", async () => {
    signIn();
    stubNotifications({ current: [pageOf([])] });
    renderApp("/events");
    await waitFor(() => expect(live.handlers).not.toBeNull());
    const button = await bell();
    expect(button.querySelector("[data-live]")).toBeNull();
    act(() => live.handlers!.onConnectionChange!(true));
    await waitFor(() => expect(button.querySelector('[data-live="connected"]')).not.toBeNull());
    act(() => live.handlers!.onConnectionChange!(false));
    await waitFor(() => expect(button.querySelector("[data-live]")).toBeNull());
  });

  it("shows the unread count and the panel's items: who, what, the post, read state", async () => {
    signIn();
    stubNotifications({ current: [pageOf([replyNote(1), likeNote(2), replyNote(3, { read: true, owner: null })])] });
    const user = userEvent.setup();
    renderApp("/events");
    await waitFor(async () => expect(await bell()).toHaveAccessibleName("Notifications, 2 unread"));
    await user.click(await bell());
    const panel = await screen.findByRole("region", { name: "Notifications" });
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("bola replied to your post: Question 1");
    expect(items[0]).toHaveTextContent("Reply text 1");
    expect(items[0]).toHaveTextContent("5 mins ago");
    expect(items[0]).toHaveTextContent("Unread");
    expect(items[1]).toHaveTextContent("chidi liked your post: Question 2");
    expect(items[2]).toHaveTextContent("Anonymous replied to your post: Question 3");
    expect(items[2]).not.toHaveTextContent("Unread");
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/post/00000000-0000-4000-8000-000000000001");
    expect(within(items[2]!).getByRole("button", { name: "Mark as unread" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "View All Notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("shows the outcome of the reader's report: a moderator, what they did, the post", async () => {
    signIn();
    stubNotifications({ current: [pageOf([reportNote(4, "hide"), reportNote(5, "dismiss", { read: true })])] });
    const user = userEvent.setup();
    renderApp("/events");
    await waitFor(async () => expect(await bell()).toHaveAccessibleName("Notifications, 1 unread"));
    await user.click(await bell());
    const items = within(await screen.findByRole("region", { name: "Notifications" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("A moderator reviewed your report: Question 4");
    expect(items[0]).toHaveTextContent(moderationTexts.reportOutcome.hide);
    expect(items[0]).toHaveTextContent("Unread");
    expect(items[1]).toHaveTextContent(moderationTexts.reportOutcome.dismiss);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/post/00000000-0000-4000-8000-000000000004");
  });

  it("shows the empty state, and Escape closes the panel", async () => {
    signIn();
    stubNotifications({ current: [pageOf([])] });
    const user = userEvent.setup();
    renderApp("/events");
    await user.click(await bell());
    const panel = await screen.findByRole("region", { name: "Notifications" });
    expect(await within(panel).findByText(notificationTexts.empty)).toBeInTheDocument();
    expect(within(panel).getByText(notificationTexts.emptyHint)).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Mark all as Read" })).toBeDisabled();
    expect(within(panel).getByRole("button", { name: "Delete all notifications" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
  });

  it("Mark all as Read: confirm, progress, the server's message; the panel stays open and the badge goes", async () => {
    signIn();
    const pages = { current: [pageOf([replyNote(1)])] };
    const calls = stubNotifications(pages, () => ({
      status: 200,
      body: { message: "All notifications marked as read." },
    }));
    const user = userEvent.setup();
    renderApp("/events");
    await user.click(await bell());
    const panel = await screen.findByRole("region", { name: "Notifications" });
    await user.click(await within(panel).findByRole("button", { name: "Mark all as Read" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(confirm).toHaveTextContent(notificationActionTexts.readAll.confirm);
    pages.current = [pageOf([replyNote(1, { read: true })])];
    await user.click(within(confirm).getByRole("button", { name: "Mark all as Read" }));
    expect(await screen.findByRole("dialog", { name: "Success!" })).toHaveTextContent(
      "All notifications marked as read.",
    );
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/forum/api/v1/notifications/read",
      body: {},
    });
    await user.click(within(screen.getByRole("dialog", { name: "Success!" })).getByRole("button", { name: "OK" }));
    expect(await screen.findByRole("region", { name: "Notifications" })).toBeInTheDocument();
    await waitFor(async () => expect(await bell()).toHaveAccessibleName("Notifications"));
  });

  it("a failed delete shows the spec's failure text", async () => {
    signIn();
    stubNotifications({ current: [pageOf([replyNote(1)])] }, () => ({ status: 500, body: { message: "boom" } }));
    const user = userEvent.setup();
    renderApp("/events");
    await user.click(await bell());
    const panel = await screen.findByRole("region", { name: "Notifications" });
    await user.click(await within(panel).findByRole("button", { name: "Delete notification" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(
      "Failed to delete Notification, Please try again later",
    );
  });

  it("a push shows a 10 s toast linking to the post, refreshes the badge without a reload; opening the panel clears it", async () => {
    signIn();
    const pages = { current: [pageOf([])] };
    const calls = stubNotifications(pages);
    renderApp("/events");
    await waitFor(() => expect(live.handlers).not.toBeNull());
    pages.current = [pageOf([replyNote(4)])];
    live.handlers!.onNotification({ message: "bola replied to your post: Question 4", postId: "abc-123" });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName("Notifications, 1 unread"));
    // sonner is fetched with the first toast, so the toast comes a moment after the push.
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        "bola replied to your post: Question 4",
        expect.objectContaining({ duration: 10_000 }),
      ),
    );
    const { description } = toasts.mock.calls[0]![1] as unknown as { description: { props: { href: string } } };
    expect(description.props.href).toBe("/forum/post/abc-123");
    expect(calls.filter((c) => c.method === "GET").length).toBeGreaterThanOrEqual(2);
    // Opening the panel, which now lists it, clears the toast (it would cover part of the panel).
    await userEvent.setup().click(await bell());
    await waitFor(() => expect(toasts.dismiss).toHaveBeenCalledWith("toast-1"));
  });

  it("closes the live connection on logout", async () => {
    signIn();
    stubNotifications({ current: [pageOf([])] });
    renderApp("/events");
    await waitFor(() => expect(live.handlers).not.toBeNull());
    const closed = live.closed;
    sessionStore.clear();
    await waitFor(() => expect(live.closed).toBe(closed + 1));
  });
});
