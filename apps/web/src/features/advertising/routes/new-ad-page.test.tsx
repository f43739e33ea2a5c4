import { adMessages, adTexts, adRequiredTexts as R } from "@forum/contract/texts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { dateParts, forumToday, startDateText } from "../ad-dates.ts";
import { adsUiTexts } from "../ads-ui-texts.ts";
import { freshAd } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const create = "POST /forum/api/v1/advertisements";
const signedIn = () =>
  sessionStore.set({
    token: "t.e.st",
    user: {
      user_id: 7,
      sub: "7",
      email: "ada@uni.edu",
      ver: 1,
      iat: 0,
      exp: 4e9,
      meta: { username: "ada", first_name: "Ada", last_name: "Obi", profile_image: null },
    },
  });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: adTexts.submit }));
/** Chooses "YYYY-MM-DD" (or nothing, for "") in the start date's Day, Month and Year lists. */
function setDate(value: string) {
  const group = screen.getByRole("group", { name: adTexts.startDate });
  const parts = dateParts(value);
  for (const [name, part] of [
    [adsUiTexts.year, parts.year],
    [adsUiTexts.month, parts.month],
    [adsUiTexts.day, parts.day],
  ] as const) {
    fireEvent.change(within(group).getByRole("combobox", { name }), { target: { value: part } });
  }
}
const preview = () => screen.getByRole("region", { name: "Live preview of your ad" });

/** jsdom has no object URLs: these stand in for the test, then go. */
function stubObjectUrls(url = "blob:ad-image") {
  const made = vi.fn((_file: Blob) => url);
  const revoked = vi.fn((_url: string) => {});
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: made, revokeObjectURL: revoked });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL: saved.create, revokeObjectURL: saved.revoke });
  });
  return { made, revoked };
}

/** Fills every field with good values; `skip` leaves those blank (spaces only, which trimming empties). */
function fill(skip: string[] = []) {
  const values: [string, string][] = [
    [adTexts.businessName, "Mama Put"],
    [adTexts.caption, "Jollof and plantain"],
    [adTexts.adUrl, "https://mamaput.example"],
    [adTexts.duration, "7"],
    [adTexts.budget, "5000"],
  ];
  for (const [label, value] of values) set(label, skip.includes(label) ? "   " : value);
  setDate(skip.includes(adTexts.startDate) ? "" : forumToday());
}

/** What the alert and the info notice say after Submit. */
async function expectProblem(message: string) {
  submit();
  expect(await screen.findByRole("alert")).toHaveTextContent(message);
  expect(notified.info).toHaveBeenLastCalledWith(message);
}

describe("/advertise/new", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signedIn();
  });

  it("checks the fields in the spec's order, trimmed, with its messages, and sends nothing", async () => {
    const calls = mockApi({});
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    const order = [adTexts.businessName, adTexts.caption, adTexts.adUrl, adTexts.duration, adTexts.budget];
    const messages = [R.business_name, R.caption, R.adUrl, R.duration, R.budget, R.start_date];
    // Dates cannot hold spaces: the start date is simply left empty.
    for (let i = 0; i < messages.length; i++) {
      fill([...order.slice(i), adTexts.startDate]);
      await expectProblem(messages[i] as string);
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("mirrors the server's numeric, link and date checks", async () => {
    // Mid-year, so that yesterday and a year and a day ahead are both in the Year list.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T09:00:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    mockApi({});
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    fill();
    set(adTexts.adUrl, "mamaput.example");
    await expectProblem(adMessages.adUrlFormat);
    fill();
    set(adTexts.duration, "91");
    await expectProblem(adMessages.durationRange);
    fill();
    set(adTexts.budget, "999");
    await expectProblem(adMessages.budgetMin);
    fill();
    set(adTexts.budget, "1500.5");
    await expectProblem(adMessages.budgetWhole);
    fill();
    setDate("2026-06-14");
    await expectProblem(adMessages.startDatePast);
    fill();
    setDate("2027-06-16");
    await expectProblem(adMessages.startDateTooFar);
  });

  it("asks the start date as the site writes dates (day, month, year; en-NG), from this year in the forum's zone, and only pictures", async () => {
    const calls = mockApi({ [create]: { status: 201, body: { data: freshAd(9), message: adMessages.created } } });
    renderApp("/advertise/new");
    const group = await screen.findByRole("group", { name: adTexts.startDate });
    // Not the browser's own date input, whose format follows the browser (month first in a US one).
    expect(group.querySelector("input")).toBeNull();
    const lists = within(group).getAllByRole("combobox");
    expect(lists.map((l) => l.getAttribute("aria-label"))).toEqual([adsUiTexts.day, adsUiTexts.month, adsUiTexts.year]);
    const month = within(group).getByRole("combobox", { name: adsUiTexts.month });
    const names = within(month)
      .getAllByRole("option")
      .map((o) => o.textContent);
    // Each month as the campaigns table writes it ("15 Jan 2030"; en-NG writes "Sept").
    const written = Array.from({ length: 12 }, (_, i) => startDateText(`2030-${String(i + 1).padStart(2, "0")}-15`));
    expect(names).toEqual(["Month", ...written.map((d) => d.split(" ")[1])]);
    expect(names[1]).toBe("Jan");
    const year = within(group).getByRole("combobox", { name: adsUiTexts.year });
    const thisYear = Number(forumToday().slice(0, 4));
    const years = within(year)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(years.slice(0, 2)).toEqual(["Year", String(thisYear)]);
    expect(years.length).toBeLessThanOrEqual(3);
    // 31 chosen in January, then a month of 30 days: its last day.
    fill();
    fireEvent.change(month, { target: { value: "1" } });
    fireEvent.change(within(group).getByRole("combobox", { name: adsUiTexts.day }), { target: { value: "31" } });
    fireEvent.change(month, { target: { value: "4" } });
    fireEvent.change(year, { target: { value: String(thisYear + 1) } });
    expect(within(group).getByRole("combobox", { name: adsUiTexts.day })).toHaveValue("30");
    submit();
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const sent = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(sent.get("start_date")).toBe(`${thisYear + 1}-04-30`);
    expect(field(adTexts.image)).toHaveAttribute("accept", "image/*");
  });

  it("updates the preview as the student types and picks an image, marked Ad, with the poster's name", async () => {
    const { made, revoked } = stubObjectUrls();
    mockApi({});
    const user = userEvent.setup();
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    expect(preview()).toHaveTextContent(adTexts.previewBusiness);
    expect(preview()).toHaveTextContent(adTexts.previewCaption);
    expect(preview()).toHaveTextContent("Ada Obi");
    expect(within(preview()).getByText(adTexts.adMark)).toBeInTheDocument();
    await user.type(field(adTexts.businessName), "Print Hub");
    await user.type(field(adTexts.caption), "Same-day binding");
    expect(preview()).toHaveTextContent("Print Hub");
    expect(preview()).toHaveTextContent("Same-day binding");
    const picture = new File(["png"], "flyer.png", { type: "image/png" });
    await user.upload(field(adTexts.image), picture);
    expect(within(preview()).getByRole("img")).toHaveAttribute("src", "blob:ad-image");
    expect(made).toHaveBeenCalledWith(picture);
    await user.click(screen.getByRole("button", { name: adTexts.removeImage }));
    expect(within(preview()).queryByRole("img")).not.toBeInTheDocument();
    expect(revoked).toHaveBeenCalledWith("blob:ad-image");
  });

  it("sends the form with its image, says Submitting Advert..., and goes to the checkout", async () => {
    stubObjectUrls();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    let answer: () => void = () => {};
    const calls = mockApi({
      [create]: {
        status: 201,
        body: { data: freshAd(9), message: adMessages.createdPay, payment_url: "https://checkout.example/pay/9" },
      },
    });
    const fetchMock = vi.mocked(fetch);
    const reply = fetchMock.getMockImplementation() as (i: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((async (input: string, init?: RequestInit) => {
      if (init?.method === "POST") await new Promise<void>((r) => (answer = r));
      return reply(input, init);
    }) as never);
    const user = userEvent.setup();
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    fill();
    set(adTexts.businessName, "  Mama Put  ");
    await user.upload(field(adTexts.image), new File(["png"], "flyer.png", { type: "image/png" }));
    submit();
    const busy = await screen.findByRole("button", { name: adTexts.submitting });
    expect(busy).toBeDisabled();
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/pay/9"));
    const sent = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== "image"))).toEqual({
      business_name: "Mama Put",
      caption: "Jollof and plantain",
      adUrl: "https://mamaput.example",
      duration: "7",
      budget: "5000",
      start_date: forumToday(),
    });
    expect((sent.get("image") as File).name).toBe("flyer.png");
    // Still busy while the browser leaves: no second campaign from a second tap.
    expect(screen.getByRole("button", { name: adTexts.submitting })).toBeDisabled();
  });

  it("without payment goes back to the campaigns with a success notice", async () => {
    mockApi({
      [create]: { status: 201, body: { data: freshAd(9), message: adMessages.created } },
      "GET /forum/api/v1/advertisements": { body: { data: [freshAd(9)] } },
    });
    const { router } = renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    fill();
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/advertise"));
    expect(notified.success).toHaveBeenCalledWith(adMessages.created);
  });

  it("shows the server's refusal as an alert and an error notice, keeping what was typed", async () => {
    mockApi({ [create]: { status: 422, body: { message: adMessages.startDatePast, error: "validation_failed" } } });
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    fill();
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(adMessages.startDatePast);
    expect(notified.error).toHaveBeenCalledWith(adMessages.startDatePast);
    expect(field(adTexts.businessName)).toHaveValue("Mama Put");
    expect(field(adTexts.budget)).toHaveValue(5000);
    expect(screen.getByRole("button", { name: adTexts.submit })).toBeEnabled();
  });

  it("says no payment is needed when the forum takes none, and the button does not say Pay", async () => {
    const configOf = (payments_required: boolean) => ({
      body: { data: { google_client_id: null, public_url: "http://localhost", payments_required } },
    });
    mockApi({ "GET /forum/api/v1/config": configOf(false) });
    const { unmount } = renderApp("/advertise/new");
    expect(await screen.findByRole("button", { name: adsUiTexts.submitFree })).toBeEnabled();
    expect(screen.getByText(adsUiTexts.freeNote)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: adTexts.submit })).toBeNull();
    unmount();
    // With payment on, the spec's button and no note.
    mockApi({ "GET /forum/api/v1/config": configOf(true) });
    renderApp("/advertise/new");
    await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
    expect(await screen.findByRole("button", { name: adTexts.submit })).toBeEnabled();
    expect(screen.queryByText(adsUiTexts.freeNote)).toBeNull();
  });

  it("tells the outcome when the student left the form before the answer, and does not pull them back", async () => {
    const answers: (() => void)[] = [];
    mockApi({
      [create]: () =>
        answers.length === 1
          ? { status: 422, body: { message: adMessages.startDatePast, error: "validation_failed" } }
          : {
              status: 201,
              body: { data: freshAd(9), message: adMessages.createdPay, payment_url: "https://c.example/9" },
            },
      "GET /forum/api/v1/advertisements": { body: { data: [] } },
    });
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const fetchMock = vi.mocked(fetch);
    const reply = fetchMock.getMockImplementation() as (i: string, init?: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation((async (input: string, init?: RequestInit) => {
      if (init?.method === "POST") await new Promise<void>((r) => answers.push(r));
      return reply(input, init);
    }) as never);
    const user = userEvent.setup();
    const { router } = renderApp("/advertise/new");
    for (const told of [notified.error, notified.success]) {
      await screen.findByRole("heading", { level: 1, name: adTexts.newTitle });
      fill();
      submit();
      await screen.findByRole("button", { name: adTexts.submitting });
      await user.click(screen.getByRole("link", { name: adTexts.back }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/advertise"));
      answers.at(-1)?.();
      await waitFor(() => expect(told).toHaveBeenCalled());
      await user.click(await screen.findByRole("link", { name: adTexts.create }));
    }
    expect(notified.error).toHaveBeenCalledWith(adMessages.startDatePast);
    // Paid campaigns say what is left to do; the student is not taken to the checkout from elsewhere.
    expect(notified.success).toHaveBeenCalledWith(adMessages.createdPay);
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends a guest to the login", async () => {
    sessionStore.clear();
    mockApi({});
    const { router } = renderApp("/advertise/new");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/advertise/new" });
  });
});
