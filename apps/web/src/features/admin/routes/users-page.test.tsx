import { adminMessages } from "@forum/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../admin-ui-texts.ts";
import { api, asAdmin, makeUser, pageOf } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = adminTexts.users;
const search = (url: string) => new URL(url, "http://x").searchParams.get("search");
const suspended = makeUser(3, {
  suspension: { reason: "Spam links", until: "2027-01-10T09:30:00Z", since: "2026-11-01T00:00:00Z" },
});

describe("/admin/users", { timeout: 30_000 }, () => {
  it("lists e-mail, name, joined date and the admin, suspended and unverified marks; admins cannot be suspended", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      [`GET ${api("/users")}`]: {
        body: pageOf([makeUser(2), suspended, makeUser(4, { is_admin: true, email_verified: false })]),
      },
    });
    renderApp("/admin/users");
    const first = (await screen.findByText("student2@uni.edu")).closest("li")!;
    expect(within(first).getByRole("link", { name: "student2" })).toHaveAttribute("href", "/profile/2");
    expect(within(first).getByText("1 Sept 2026")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Suspend: student2" })).toBeInTheDocument();
    const third = screen.getByText("student3@uni.edu").closest("li")!;
    expect(within(third).getByText(t.suspended)).toBeInTheDocument();
    expect(within(third).getByText(/Spam links/)).toBeInTheDocument();
    // Written as the rest of the forum writes dates (lib/date-text.ts), in the reader's zone.
    expect(within(third).getByText(/Spam links/)).toHaveTextContent(
      /^Until \d{1,2} Jan 2027, \d{1,2}:\d{2} [AP]M\. Reason: Spam links$/,
    );
    expect(within(third).getByRole("button", { name: "Unsuspend: student3" })).toBeInTheDocument();
    const admin = screen.getByText("student4@uni.edu").closest("li")!;
    expect(within(admin).getByText(t.admin)).toBeInTheDocument();
    expect(within(admin).getByText(t.unverified)).toBeInTheDocument();
    expect(within(admin).queryByRole("button")).not.toBeInTheDocument();
  });

  it("searches once typing stops, from the first page, and says when nothing matches", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/users")}`]: (_b, url) => ({ body: pageOf(search(url) ? [] : [makeUser(2)]) }),
    });
    renderApp("/admin/users");
    await screen.findByText("student2@uni.edu");
    const box = screen.getByRole("searchbox", { name: t.search });
    for (const typed of ["a", "ad", "ada"]) fireEvent.change(box, { target: { value: typed } });
    expect(await screen.findByText(t.noMatch("ada"))).toBeInTheDocument();
    expect(calls.map((c) => search(c.url)).filter(Boolean)).toEqual(["ada"]);
    expect(new URL(calls.at(-1)!.url, "http://x").searchParams.get("page")).toBe("1");
  });

  it("shows the empty and the failed states", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/users")}`]: { body: pageOf([]) } });
    const { unmount } = renderApp("/admin/users");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/users")}`]: { status: 500, body: { message: "Boom." } } });
    renderApp("/admin/users");
    expect(await screen.findByRole("alert")).toHaveTextContent("Boom.");
  });

  it("suspend asks for a reason and an end in the future, then sends both", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/users")}`]: { body: pageOf([makeUser(2)]) },
      [`POST ${api("/users/2/suspend")}`]: { body: { data: suspended, message: adminMessages.suspended } },
    });
    const user = userEvent.setup();
    renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "Suspend: student2" }));
    const dialog = await screen.findByRole("dialog", { name: t.suspendTitle });
    await user.click(within(dialog).getByRole("button", { name: t.suspend }));
    expect(within(dialog).getByText("The reason is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.reason)).toHaveAttribute("aria-invalid", "true");

    await user.type(within(dialog).getByLabelText(t.reason), "Posting spam links");
    const until = within(dialog).getByLabelText(t.until);
    fireEvent.change(until, { target: { value: "2020-01-01T10:00" } });
    await user.click(within(dialog).getByRole("button", { name: t.suspend }));
    expect(within(dialog).getByText(adminMessages.untilInPast)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    fireEvent.change(until, { target: { value: "2030-06-01T10:00" } });
    await user.click(within(dialog).getByRole("button", { name: t.suspend }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      reason: "Posting spam links",
      until: new Date("2030-06-01T10:00").toISOString(),
    });
    expect(notified.success).toHaveBeenCalledWith(adminMessages.suspended);
  });

  it("suspends until lifted when no end is given, and shows the server's refusal in the dialog", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/users")}`]: { body: pageOf([makeUser(2)]) },
      [`POST ${api("/users/2/suspend")}`]: { status: 403, body: { message: adminMessages.cannotSuspendAdmin } },
    });
    const user = userEvent.setup();
    renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "Suspend: student2" }));
    const dialog = await screen.findByRole("dialog", { name: t.suspendTitle });
    await user.type(within(dialog).getByLabelText(t.reason), "Abuse");
    await user.click(within(dialog).getByRole("button", { name: t.suspend }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(adminMessages.cannotSuspendAdmin);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Abuse", until: null });
  });

  it("unsuspends after a confirmation", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/users")}`]: { body: pageOf([suspended]) },
      [`POST ${api("/users/3/unsuspend")}`]: {
        body: { data: { ...suspended, suspension: null }, message: adminMessages.unsuspended },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "Unsuspend: student3" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(t.unsuspendConfirm("student3"));
    await user.click(within(confirm).getByRole("button", { name: t.unsuspend }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.url).toBe(api("/users/3/unsuspend"));
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(adminMessages.unsuspended));
  });

  /** Suspends student2 and, while the answer is held, the console page goes away (Back); then the answer lands. */
  async function suspendThenLeave(answer: { status?: number; body: unknown }) {
    sessionStore.set(asAdmin());
    vi.clearAllMocks();
    mockApi({ [`GET ${api("/users")}`]: { body: pageOf([makeUser(2)]) }, [`POST ${api("/users/2/suspend")}`]: answer });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "Suspend: student2" }));
    const dialog = await screen.findByRole("dialog", { name: t.suspendTitle });
    await user.type(within(dialog).getByLabelText(t.reason), "Abuse");
    await user.click(within(dialog).getByRole("button", { name: t.suspend }));
    expect(await within(dialog).findByRole("button", { name: t.suspending })).toBeDisabled();
    view.unmount();
    release();
  }

  it("says the account was suspended when the answer lands after the page was left", async () => {
    await suspendThenLeave({ body: { data: suspended, message: adminMessages.suspended } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(adminMessages.suspended));
  });

  it("tells a refused suspension as a toast when it lands after the page (and the dialog) went away", async () => {
    await suspendThenLeave({ status: 403, body: { message: adminMessages.cannotSuspendAdmin } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(adminMessages.cannotSuspendAdmin));
  });

  /** Unsuspends student3 and, while the answer is held, the console page goes away; then the answer lands. */
  async function unsuspendThenLeave(answer: { status?: number; body: unknown }) {
    sessionStore.set(asAdmin());
    vi.clearAllMocks();
    mockApi({ [`GET ${api("/users")}`]: { body: pageOf([suspended]) }, [`POST ${api("/users/3/unsuspend")}`]: answer });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "Unsuspend: student3" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: t.unsuspend }));
    expect(await within(confirm).findByRole("button", { name: t.unsuspending })).toBeDisabled();
    view.unmount();
    release();
  }

  it("says the account was unsuspended when the answer lands after the page was left", async () => {
    await unsuspendThenLeave({
      body: { data: { ...suspended, suspension: null }, message: adminMessages.unsuspended },
    });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(adminMessages.unsuspended));
  });

  it("tells a refused unsuspension as a toast when it lands after the page went away", async () => {
    await unsuspendThenLeave({ status: 404, body: { message: "User not found." } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("User not found."));
  });
});
