import { adMessages, adTexts } from "@forum/contract/texts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs, stampSearches } from "../../communities/fixtures.ts";
import { adsUiTexts } from "../ads-ui-texts.ts";
import { freshAd, makeAd } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const list = "GET /forum/api/v1/advertisements";
const query = (url: string) => new URL(url, "http://x").searchParams;
const row = (name: string) => screen.findByRole("row", { name: new RegExp(name) });
const cellsOf = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole("cell")
    .map((c) => c.textContent);

/** Holds back the mocked answers to URLs containing `part` until the returned function is called. */
function gateCalls(_mocked: unknown, part: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation() as (i: string, init?: RequestInit) => Promise<Response>;
  fetchMock.mockImplementation((async (input: string, init?: RequestInit) => {
    if (String(input).includes(part)) await gate;
    return answer(input, init);
  }) as never);
  return release;
}

/** Phones: the page asks `(max-width: 639px)`. */
function onPhone() {
  vi.stubGlobal("matchMedia", (q: string) => ({
    matches: q === "(max-width: 639px)",
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe("/advertise", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
  });

  it("shows the heading, the promise, Create New Campaign and the campaigns with their columns", async () => {
    mockApi({ [list]: { body: { data: [makeAd(1)] } } });
    renderApp("/advertise");
    expect(await screen.findByRole("heading", { level: 1, name: "Advertise on the forum" })).toBeInTheDocument();
    expect(screen.getByText(adTexts.promise)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create New Campaign" })).toHaveAttribute("href", "/advertise/new");
    const tr = await row("Mama Put 1");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "ADs",
      "IMPRESSIONS",
      "CLICKS",
      "CPC",
      "CTR",
      "AMOUNT",
      "START DATE",
      "STATUS",
    ]);
    const img = tr.querySelector("img");
    expect(img).toHaveAttribute("src", "/forum/uploads/ad-1.webp");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "48");
    expect(within(tr).getByRole("rowheader")).toHaveTextContent("Mama Put 1");
    const [impressions, clicks, cpc, ctr, amount, start, status] = cellsOf(tr);
    expect([impressions, clicks, ctr, start, status]).toEqual(["1,200", "30", "2.50%", "15 Jan 2030", "Active"]);
    expect(cpc).toMatch(/^₦\s?41\.67$/);
    expect(amount).toMatch(/^₦\s?5,000₦\s?1,250 spent$/);
  });

  it("shows Null for metrics without a divisor, and each status as the spec names it", async () => {
    mockApi({
      [list]: {
        body: {
          data: [
            freshAd(1, { payment_status: "not_required" }),
            makeAd(2, { status: "completed" }),
            makeAd(3, { status: "rejected", reject_reason: "Misleading claims", refund_status: "refunded" }),
            makeAd(4, { status: "paused" as never }),
          ],
        },
      },
    });
    renderApp("/advertise");
    const fresh = cellsOf(await row("Mama Put 1"));
    expect([fresh[2], fresh[3]]).toEqual(["Null", "Null"]);
    expect(fresh[6]).toBe("Waiting Approval");
    expect(cellsOf(await row("Mama Put 2"))[6]).toBe("Completed");
    expect(cellsOf(await row("Mama Put 3"))[6]).toBe("CancelledReason: Misleading claimsRefunded");
    expect(cellsOf(await row("Mama Put 4"))[6]).toBe("Unknown");
  });

  it("tells an approved campaign that has not started when it starts", async () => {
    mockApi({
      [list]: { body: { data: [freshAd(1, { approved_at: "2030-01-11T09:00:00Z", payment_status: "paid" })] } },
    });
    renderApp("/advertise");
    expect(cellsOf(await row("Mama Put 1"))[6]).toBe("Waiting ApprovalApproved: starts 15 Jan 2030");
  });

  it("offers Pay now for an unpaid campaign and goes to the checkout it answers", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const calls = mockApi({
      [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } },
      "POST /forum/api/v1/advertisements/5/pay": {
        body: { data: freshAd(5), payment_url: "https://checkout.example/abc" },
      },
    });
    const user = userEvent.setup();
    renderApp("/advertise");
    const tr = await row("Mama Put 5");
    expect(tr).toHaveTextContent(adTexts.unpaid);
    await user.click(within(tr).getByRole("button", { name: "Pay now for Mama Put 5" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/abc"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("is ready to pay again when the payer comes back from the checkout (back-forward cache)", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const calls = mockApi({
      [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } },
      // The server answers the campaign's pending checkout again.
      "POST /forum/api/v1/advertisements/5/pay": {
        body: { data: freshAd(5), payment_url: "https://checkout.example/abc" },
      },
    });
    const user = userEvent.setup();
    renderApp("/advertise");
    const button = within(await row("Mama Put 5")).getByRole("button", { name: "Pay now for Mama Put 5" });
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    fireEvent(window, new PageTransitionEvent("pageshow", { persisted: true }));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(assign.mock.calls).toEqual([["https://checkout.example/abc"], ["https://checkout.example/abc"]]);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
  });

  it("says when paying cannot start", async () => {
    mockApi({
      [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } },
      "POST /forum/api/v1/advertisements/5/pay": { status: 409, body: { message: adMessages.alreadyPaid } },
    });
    const user = userEvent.setup();
    renderApp("/advertise");
    await user.click(await screen.findByRole("button", { name: "Pay now for Mama Put 5" }));
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(adMessages.alreadyPaid));
  });

  it("says when paying cannot start even if the refusal lands after the page was left", async () => {
    mockApi({
      [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } },
      "POST /forum/api/v1/advertisements/5/pay": { status: 409, body: { message: adMessages.alreadyPaid } },
    });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp("/advertise");
    await user.click(await screen.findByRole("button", { name: "Pay now for Mama Put 5" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay now for Mama Put 5" })).toBeDisabled());
    view.unmount();
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(adMessages.alreadyPaid));
  });

  it("shows loading, then says there are no campaigns yet", async () => {
    const release = gateCalls(mockApi({ [list]: { body: { data: [] } } }), "/advertisements");
    renderApp("/advertise");
    expect(await screen.findByText(adTexts.loading)).toBeInTheDocument();
    release();
    expect(await screen.findByText(adTexts.noCampaigns)).toBeInTheDocument();
  });

  it("says Failed to load advertisements and tries again", async () => {
    let fail = true;
    mockApi({ [list]: () => (fail ? { status: 500, body: { message: "x" } } : { body: { data: [makeAd(1)] } }) });
    const user = userEvent.setup();
    renderApp("/advertise");
    expect(await screen.findByRole("alert")).toHaveTextContent(adTexts.loadFailed);
    fail = false;
    await user.click(screen.getByRole("button", { name: adTexts.retry }));
    expect(await row("Mama Put 1")).toBeInTheDocument();
  });

  it("searches 300 ms after the last key, bounded; no match and a failed search say so", async () => {
    const calls = mockApi({
      [list]: (_b, url) => {
        const search = query(url).get("search") ?? "";
        if (search === "broken") return { status: 500, body: { message: "x" } };
        return { body: { data: search ? [] : [makeAd(1)] } };
      },
    });
    renderApp("/advertise");
    await row("Mama Put 1");
    let typedAt = 0;
    const stamps = stampSearches(vi.mocked(fetch), () => typedAt);
    const box = screen.getByRole("searchbox", { name: adTexts.searchLabel });
    typedAt = performance.now();
    for (const typed of ["s", "su", "suy"]) fireEvent.change(box, { target: { value: typed } });
    expect(await screen.findByText(adTexts.noMatches("suy"))).toBeInTheDocument();
    expect(stamps.map((s) => s.search)).toEqual(["suy"]);
    expect(stamps[0]?.after).toBeGreaterThanOrEqual(295);
    fireEvent.change(box, { target: { value: "broken" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(adTexts.searchFailed);
    fireEvent.change(box, { target: { value: ` ${"a".repeat(150)} ` } });
    await waitFor(() => expect(query(calls.at(-1)?.url ?? "").get("search")).toBe("a".repeat(100)));
  });

  it("shows one card per campaign on a phone", async () => {
    onPhone();
    mockApi({ [list]: { body: { data: [makeAd(1), freshAd(2)] } } });
    renderApp("/advertise");
    const card = await screen.findByRole("listitem", { name: "Mama Put 2" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(card).getByText("CPC").nextSibling).toHaveTextContent("Null");
    expect(within(card).getByText("STATUS").nextSibling).toHaveTextContent("Waiting Approval");
    expect(screen.getByRole("listitem", { name: "Mama Put 1" })).toHaveTextContent("2.50%");
  });

  it("sends a guest to the login, and back here after", async () => {
    sessionStore.clear();
    mockApi({});
    const { router } = renderApp("/advertise");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/advertise" });
  });
});

describe("/advertise: the return from checkout", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
  });

  const verify = "POST /forum/api/v1/payments/paystack/verify";

  it("verifies the reference, says the payment is confirmed, cleans the address and refreshes the list", async () => {
    let paid = false;
    const calls = mockApi({
      [list]: () => ({ body: { data: [freshAd(5, { payment_status: paid ? "paid" : "unpaid" })] } }),
      [verify]: () => {
        paid = true;
        return { body: { data: freshAd(5, { payment_status: "paid" }), paid: true, message: adMessages.paid } };
      },
    });
    const release = gateCalls(calls, "/verify");
    const { router } = renderApp("/advertise?payment=paystack&reference=ad-5-abc");
    expect(await screen.findByText(adTexts.verifying)).toBeInTheDocument();
    release();
    expect(await screen.findByText(adTexts.paymentConfirmed)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reference: "ad-5-abc" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(async () => expect(await row("Mama Put 5")).not.toHaveTextContent(adTexts.unpaid));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("says the payment has not arrived yet when the provider has not confirmed it", async () => {
    mockApi({
      [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } },
      [verify]: {
        body: { data: freshAd(5, { payment_status: "unpaid" }), paid: false, message: adMessages.paymentIncomplete },
      },
    });
    const { router } = renderApp("/advertise?payment=paystack&reference=ad-5-abc");
    expect(await screen.findByText(adTexts.paymentPending)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  /** Returns from checkout and, while the verification is held, the student leaves the page; then it lands. */
  async function verifyThenLeave(answer: { status?: number; body: unknown }) {
    mockApi({ [list]: { body: { data: [freshAd(5, { payment_status: "unpaid" })] } }, [verify]: answer });
    const release = holdCalls("POST");
    const view = renderApp("/advertise?payment=paystack&reference=ad-5-abc");
    expect(await screen.findByText(adTexts.verifying)).toBeInTheDocument();
    view.unmount();
    release();
  }

  it("says the payment is confirmed as a toast when the answer lands after the page was left", async () => {
    await verifyThenLeave({
      body: { data: freshAd(5, { payment_status: "paid" }), paid: true, message: adMessages.paid },
    });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(adTexts.paymentConfirmed));
  });

  it("says the payment has not arrived yet as a toast when that lands after the page was left", async () => {
    await verifyThenLeave({
      body: { data: freshAd(5, { payment_status: "unpaid" }), paid: false, message: adMessages.paymentIncomplete },
    });
    await waitFor(() => expect(notified.info).toHaveBeenCalledWith(adTexts.paymentPending));
  });

  it("tells a failed check as a toast when it lands after the page was left", async () => {
    await verifyThenLeave({ status: 502, body: { message: "Bad gateway" } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(adsUiTexts.verifyFailed));
  });
});
