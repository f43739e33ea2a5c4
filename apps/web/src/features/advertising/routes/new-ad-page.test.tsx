import { adMessages, adTexts, adRequiredTexts as R } from "@forum/contract/texts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { browser } from "../../../lib/browser.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { forumToday } from "../ad-dates.ts";
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
    [adTexts.startDate, forumToday()],
  ];
  for (const [label, value] of values) set(label, skip.includes(label) ? "   " : value);
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
      if (i === messages.length - 1) set(adTexts.startDate, "");
      await expectProblem(messages[i] as string);
    }
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("mirrors the server's numeric, link and date checks", async () => {
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
    set(adTexts.startDate, "2020-01-01");
    await expectProblem(adMessages.startDatePast);
    fill();
    set(adTexts.startDate, "9999-12-31");
    await expectProblem(adMessages.startDateTooFar);
  });

  it("offers start dates from today in the forum's zone, and only pictures", async () => {
    mockApi({});
    renderApp("/advertise/new");
    expect(await screen.findByLabelText(adTexts.startDate)).toHaveAttribute("min", forumToday());
    expect(field(adTexts.startDate)).toHaveAttribute("type", "date");
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

  it("sends a guest to the login", async () => {
    sessionStore.clear();
    mockApi({});
    const { router } = renderApp("/advertise/new");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/advertise/new" });
  });
});
