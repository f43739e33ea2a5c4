import { adMessages } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, pageOf } from "../../admin/fixtures.ts";
import { adminAdOf, freshAd, makeAd } from "../fixtures.ts";
import { adminAdTexts as t } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const list = `GET ${api("/advertisements")}`;
const query = (url: string) => new URL(url, "http://x").searchParams;
const waiting = adminAdOf(freshAd(5, { payment_status: "paid" }));

describe("/admin/advertisements", { timeout: 30_000 }, () => {
  it("lists the pending campaigns first, each with what students would see, its owner, cost and timing", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({ [list]: { body: pageOf([waiting]) } });
    renderApp("/admin/advertisements");
    const row = await screen.findByRole("listitem", { name: "Mama Put 5" });
    expect(query(calls.find((c) => c.url.includes("/admin/advertisements"))?.url ?? "").get("status")).toBe("pending");
    expect(screen.getByRole("tab", { name: t.statuses.pending })).toHaveAttribute("aria-selected", "true");
    expect(row.querySelector("img")).toHaveAttribute("src", "/forum/uploads/ad-5.webp");
    expect(row).toHaveTextContent("Jollof and plantain near hostel 5.");
    expect(within(row).getByRole("link", { name: "https://mamaput5.example" })).toHaveAttribute(
      "href",
      "https://mamaput5.example",
    );
    expect(row).toHaveTextContent("owner7 · owner7@uni.edu");
    expect(row).toHaveTextContent(/₦\s?5,000/);
    expect(row).toHaveTextContent("15 Jan 2030");
    expect(row).toHaveTextContent("7 days");
    expect(row).toHaveTextContent(t.paymentStatus.paid);
    expect(within(row).getByRole("button", { name: "Approve: Mama Put 5" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: adminTexts.nav.advertisements })).toHaveAttribute("aria-current", "page");
  });

  it("switches status by tab; an empty one says so", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [list]: (_b, url) => ({ body: pageOf(query(url).get("status") === "active" ? [adminAdOf(makeAd(2))] : []) }),
    });
    const user = userEvent.setup();
    renderApp("/admin/advertisements");
    expect(await screen.findByText(t.none.pending)).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: t.statuses.active }));
    const row = await screen.findByRole("listitem", { name: "Mama Put 2" });
    // A running campaign can be stopped, not approved again.
    expect(within(row).queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Reject: Mama Put 2" })).toBeInTheDocument();
    expect(calls.map((c) => query(c.url).get("status")).filter(Boolean)).toEqual(["pending", "active"]);
  });

  it("approves a campaign and fetches the list again", async () => {
    sessionStore.set(asAdmin());
    let approved = false;
    const calls = mockApi({
      [list]: () => ({ body: pageOf(approved ? [] : [waiting]) }),
      [`POST ${api("/advertisements/5/approve")}`]: () => {
        approved = true;
        return { body: { data: { ...waiting, status: "active" }, message: adMessages.approved } };
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/advertisements");
    await user.click(await screen.findByRole("button", { name: "Approve: Mama Put 5" }));
    expect(await screen.findByText(t.none.pending)).toBeInTheDocument();
    expect(notified.success).toHaveBeenCalledWith(adMessages.approved);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([api("/advertisements/5/approve")]);
  });

  it("shows why an approval failed, in the campaign's own row", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      [list]: { body: pageOf([waiting]) },
      [`POST ${api("/advertisements/5/approve")}`]: { status: 409, body: { message: adMessages.notReviewable } },
    });
    const user = userEvent.setup();
    renderApp("/admin/advertisements");
    await user.click(await screen.findByRole("button", { name: "Approve: Mama Put 5" }));
    const row = screen.getByRole("listitem", { name: "Mama Put 5" });
    expect(await within(row).findByRole("alert")).toHaveTextContent(adMessages.notReviewable);
    expect(notified.error).toHaveBeenCalledWith(adMessages.notReviewable);
  });

  it("tells each approval's outcome when a second row is approved before the first is answered", async () => {
    sessionStore.set(asAdmin());
    const other = adminAdOf(freshAd(6, { payment_status: "paid" }));
    const answers = new Map<string, () => void>();
    mockApi({
      [list]: { body: pageOf([waiting, other]) },
      [`POST ${api("/advertisements/5/approve")}`]: { body: { data: waiting, message: "Mama Put 5 approved." } },
      [`POST ${api("/advertisements/6/approve")}`]: { status: 409, body: { message: adMessages.notReviewable } },
    });
    const fetchMock = vi.mocked(fetch);
    const reply = fetchMock.getMockImplementation() as (i: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((async (input: string, init?: RequestInit) => {
      if (init?.method === "POST") await new Promise<void>((r) => answers.set(String(input), r));
      return reply(input, init);
    }) as never);
    const user = userEvent.setup();
    renderApp("/admin/advertisements");
    const first = await screen.findByRole("listitem", { name: "Mama Put 5" });
    const second = screen.getByRole("listitem", { name: "Mama Put 6" });
    await user.click(within(first).getByRole("button", { name: "Approve: Mama Put 5" }));
    await user.click(within(second).getByRole("button", { name: "Approve: Mama Put 6" }));
    // Both rows are busy, each with its own call.
    expect(within(first).getByRole("button", { name: "Approve: Mama Put 5" })).toHaveTextContent(t.approving);
    expect(within(second).getByRole("button", { name: "Approve: Mama Put 6" })).toHaveTextContent(t.approving);
    await waitFor(() => expect(answers.size).toBe(2));
    answers.get(api("/advertisements/6/approve"))?.();
    expect(await within(second).findByRole("alert")).toHaveTextContent(adMessages.notReviewable);
    answers.get(api("/advertisements/5/approve"))?.();
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Mama Put 5 approved."));
    expect(within(first).queryByRole("alert")).toBeNull();
  });

  it("rejects only with a reason, sent trimmed; the server's refusal stays in the dialog", async () => {
    sessionStore.set(asAdmin());
    let refuse = true;
    const calls = mockApi({
      [list]: { body: pageOf([waiting]) },
      [`POST ${api("/advertisements/5/reject")}`]: () =>
        refuse
          ? { status: 409, body: { message: adMessages.notReviewable } }
          : { body: { data: { ...waiting, status: "rejected" }, message: adMessages.rejected } },
    });
    const user = userEvent.setup();
    renderApp("/admin/advertisements");
    await user.click(await screen.findByRole("button", { name: "Reject: Mama Put 5" }));
    const dialog = await screen.findByRole("dialog", { name: t.rejectTitle });
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    expect(within(dialog).getByText(adMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    const reason = within(dialog).getByLabelText(t.rejectReason);
    expect(reason).toHaveAttribute("maxlength", "500");
    await user.type(reason, "  Misleading prices  ");
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(adMessages.notReviewable);
    expect(reason).toHaveValue("  Misleading prices  ");
    refuse = false;
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ reason: "Misleading prices" });
    expect(notified.success).toHaveBeenCalledWith(adMessages.rejected);
  });
});
