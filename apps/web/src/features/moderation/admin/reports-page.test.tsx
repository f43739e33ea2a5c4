import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid, pageOf } from "../../admin/fixtures.ts";
import { makePost } from "../../posts/fixtures.ts";
import { makeReport } from "./fixtures.ts";
import { adminReportTexts } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = adminReportTexts;
const query = (url: string) => new URL(url, "http://x").searchParams;
const resolved = (row: ReturnType<typeof makeReport>, action: "hide" | "dismiss" | "restore" | "delete") => ({
  body: { data: { ...row, status: "resolved" }, message: `Done: ${action}` },
});

describe("/admin/reports", { timeout: 30_000 }, () => {
  it("lists each reported post: title linking to it, preview, author, reasons with counts, reporters, Hidden", async () => {
    sessionStore.set(asAdmin());
    const hidden = makeReport(8, { post: makePost({ id: 8, title: "Hidden one", hidden: true }) });
    mockApi({ [`GET ${api("/reports")}`]: { body: pageOf([makeReport(5), hidden]) } });
    renderApp("/admin/reports");
    const row = await screen.findByRole("listitem", { name: "Reported post 5" });
    expect(within(row).getByRole("link", { name: "Reported post 5" })).toHaveAttribute(
      "href",
      `/post/${makePost({ id: 5 }).uuid}`,
    );
    expect(within(row).getByText("Offending text 5")).toBeInTheDocument();
    expect(within(row).getByText("by ada")).toBeInTheDocument();
    expect(within(row).getByText("Spam × 3")).toBeInTheDocument();
    expect(within(row).getByText("Harassment × 1")).toBeInTheDocument();
    expect(within(row).getByText("4 reporters")).toBeInTheDocument();
    expect(within(row).getByText("2 hrs ago")).toBeInTheDocument();
    expect(within(row).queryByText(t.hidden)).not.toBeInTheDocument();
    // Open rows offer dismiss, then hide or restore by the post's state, then delete.
    expect(
      within(row)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Dismiss", "Hide", "Delete"]);
    const other = screen.getByRole("listitem", { name: "Hidden one" });
    expect(within(other).getByText(t.hidden)).toBeInTheDocument();
    expect(
      within(other)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Dismiss", "Restore", "Delete"]);
    expect(screen.getByRole("tab", { name: t.open })).toHaveAttribute("aria-selected", "true");
  });

  it("shows a burst of accounts made together as one reporter, saying how many reports it was", async () => {
    sessionStore.set(asAdmin());
    const burst = makeReport(9, { reporters_count: 1, reporters_accounts: 5 });
    mockApi({ [`GET ${api("/reports")}`]: { body: pageOf([burst]) } });
    renderApp("/admin/reports");
    const row = await screen.findByRole("listitem", { name: "Reported post 9" });
    expect(within(row).getByText(t.reportersBurst(5, 1))).toBeInTheDocument();
    expect(t.reportersBurst(5, 1)).toBe(
      "5 reports, counted as 1 reporter (accounts made together from one address count once)",
    );
    expect(within(row).queryByText("5 reporters")).not.toBeInTheDocument();
  });

  it("says when the queue is empty, and when it failed to load", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/reports")}`]: { body: pageOf([]) } });
    const { unmount } = renderApp("/admin/reports");
    expect(await screen.findByText(t.none.open)).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/reports")}`]: { status: 500, body: { message: "Something broke." } } });
    renderApp("/admin/reports");
    expect(await screen.findByRole("alert")).toHaveTextContent("Something broke.");
    expect(screen.getByRole("button", { name: adminTexts.retry })).toBeInTheDocument();
  });

  it("hides a post with a note through its dialog, then fetches the queue again", async () => {
    sessionStore.set(asAdmin());
    const row = makeReport(5);
    const calls = mockApi({
      [`GET ${api("/reports")}`]: { body: pageOf([row]) },
      [`POST ${api("/reports/5/resolve")}`]: resolved(row, "hide"),
    });
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Hide: Reported post 5" }));
    const dialog = await screen.findByRole("dialog", { name: t.dialogTitle.hide });
    await user.type(within(dialog).getByLabelText(t.note), "Insults a classmate");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe(api("/reports/5/resolve"));
    expect(post?.body).toEqual({ action: "hide", note: "Insults a classmate" });
    expect(notified.success).toHaveBeenCalledWith("Done: hide");
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith(api("/reports?")))).toHaveLength(2));
  });

  it("gives the Restore dialog's note its own hint: only a hide's note is shown to the author", async () => {
    sessionStore.set(asAdmin());
    const hidden = makeReport(8, { post: makePost({ id: 8, title: "Hidden one", hidden: true }) });
    mockApi({ [`GET ${api("/reports")}`]: { body: pageOf([makeReport(5), hidden]) } });
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Hide: Reported post 5" }));
    const hide = await screen.findByRole("dialog", { name: t.dialogTitle.hide });
    expect(within(hide).getByLabelText(t.note)).toHaveAccessibleDescription(
      "Kept in the audit log and shown to the author as the reason.",
    );
    await user.click(within(hide).getByRole("button", { name: adminTexts.cancel }));
    await user.click(await screen.findByRole("button", { name: "Restore: Hidden one" }));
    const restore = await screen.findByRole("dialog", { name: t.dialogTitle.restore });
    expect(within(restore).getByLabelText(t.note)).toHaveAccessibleDescription(
      "Kept in the audit log only: the post comes back without the hidden banner and its reason.",
    );
  });

  it("dismisses without a note (none is sent), and deletes only through the alert dialog", async () => {
    sessionStore.set(asAdmin());
    const row = makeReport(5);
    const calls = mockApi({
      [`GET ${api("/reports")}`]: { body: pageOf([row]) },
      [`POST ${api("/reports/5/resolve")}`]: (body) => resolved(row, (body as { action: "dismiss" }).action),
    });
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Dismiss: Reported post 5" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "dismiss" });

    await user.click(screen.getByRole("button", { name: "Delete: Reported post 5" }));
    const confirm = await screen.findByRole("alertdialog", { name: t.dialogTitle.delete });
    expect(confirm).toHaveTextContent("cannot be undone");
    await user.click(within(confirm).getByRole("button", { name: adminTexts.cancel }));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Delete: Reported post 5" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "POST")[1]?.body).toEqual({ action: "delete" });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      [`GET ${api("/reports")}`]: { body: pageOf([makeReport(5)]) },
      [`POST ${api("/reports/5/resolve")}`]: invalid("note", "The note may be at most 1000 characters."),
    });
    const user = userEvent.setup();
    renderApp("/admin/reports");
    await user.click(await screen.findByRole("button", { name: "Hide: Reported post 5" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(t.note), "x");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await within(dialog).findByText("The note may be at most 1000 characters.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.note)).toHaveAttribute("aria-invalid", "true");
  });

  it("shows resolved reports with their resolution, and pages through them", async () => {
    sessionStore.set(asAdmin());
    const done = makeReport(6, {
      status: "resolved",
      post: makePost({ id: 6, title: "Was hidden", hidden: true }),
      resolution: {
        action: "hide",
        note: "Off topic",
        resolved_at: new Date(Date.now() - 3 * 60_000).toISOString(),
        resolved_by: { user_id: 1, meta: { username: "root", first_name: null, last_name: null, profile_image: null } },
      },
    });
    const deleted = makeReport(7, {
      status: "resolved",
      post: makePost({ id: 7, title: "Was deleted" }),
      resolution: { ...done.resolution!, action: "delete", note: null },
    });
    const calls = mockApi({
      [`GET ${api("/reports")}`]: (_b, url) => ({
        body:
          query(url).get("status") === "resolved"
            ? pageOf([done, deleted], Number(query(url).get("page")), 2)
            : pageOf([]),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/reports");
    await user.click(await screen.findByRole("tab", { name: t.resolved }));
    const row = await screen.findByRole("listitem", { name: "Was hidden" });
    expect(within(row).getByText(/Hidden by root/)).toBeInTheDocument();
    expect(within(row).getByText("“Off topic”")).toBeInTheDocument();
    // Resolved: no dismiss; a hidden post can be restored.
    expect(
      within(row)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Restore", "Delete"]);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    const gone = screen.getByRole("listitem", { name: "Was deleted" });
    expect(within(gone).getByText(t.deleted)).toBeInTheDocument();
    expect(within(gone).queryByRole("button")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: adminTexts.next }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?status=resolved&page=2");
    const last = calls.at(-1)!;
    expect([query(last.url).get("status"), query(last.url).get("page")]).toEqual(["resolved", "2"]);
  });
});
