import { announcementTexts as t } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { pageOf } from "../../admin/fixtures.ts";
import { announcementCategories, api, makeAnnouncement } from "../fixtures.ts";

const featured = makeAnnouncement(9, {
  title: "Exam timetable is out",
  content: "<p>The <b>first</b> semester timetable.</p>",
  is_featured: true,
});
const exams = [makeAnnouncement(1), makeAnnouncement(2, { image: null })];
const hostel = makeAnnouncement(3, { title: "Hostel fees", category: { id: 2, name: "Hostels" } });
const scrolled = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
});
afterEach(() => vi.restoreAllMocks());

/** The list's answers: `?category_id=2` gives the hostel one, none the exams' two and the hostel one. */
type Answers = Parameters<typeof mockApi>[0];
const answers = (over: Answers = {}): Answers => ({
  [`GET ${api("/announcements/featured")}`]: { body: { data: featured } },
  [`GET ${api("/announcements/categories")}`]: { body: { data: announcementCategories } },
  [`GET ${api("/announcements")}`]: (_: unknown, url: string) => ({
    body: url.includes("category_id=2")
      ? pageOf([hostel])
      : url.includes("category_id=3")
        ? pageOf([])
        : pageOf([...exams, hostel]),
  }),
  ...over,
});

describe("/announcements", () => {
  it("shows the header, the Top Update, the chips with All selected and the grid of cards", async () => {
    mockApi(answers());
    renderApp("/announcements");
    expect(await screen.findByRole("heading", { level: 1, name: t.title })).toBeInTheDocument();
    const top = (await screen.findByRole("heading", { name: t.topUpdate })).closest("section")!;
    expect(await within(top).findByRole("link", { name: "Exam timetable is out" })).toHaveAttribute(
      "href",
      "/announcements/9",
    );
    expect(within(top).getByText("The first semester timetable.")).toHaveClass("line-clamp-3");
    expect(within(top).getByText("20 Nov 2026")).toBeInTheDocument();
    const chips = screen.getByRole("list", { name: t.categoriesLabel });
    expect(await within(chips).findByRole("button", { name: "Hostels" })).toHaveAttribute("aria-pressed", "false");
    expect(within(chips).getByRole("button", { name: t.all })).toHaveAttribute("aria-pressed", "true");
    const card = (await screen.findByRole("link", { name: "Announcement number 1" })).closest("article")!;
    expect(within(card).getByText("Details of announcement 1.")).toHaveClass("line-clamp-3");
    expect(within(card).getByText("Exams")).toBeInTheDocument();
    expect(card.querySelector("img")).toHaveAttribute("src", "http://forum.test/forum/uploads/a1.webp");
    expect(screen.getByRole("link", { name: "Hostel fees" })).toHaveAttribute("href", "/announcements/3");
  });

  it("filters by a chip: asks for that category, highlights the chip and scrolls it into view", async () => {
    const calls = mockApi(answers());
    const user = userEvent.setup();
    const { router } = renderApp("/announcements");
    await screen.findByRole("link", { name: "Announcement number 1" });
    const chip = screen.getByRole("button", { name: "Hostels" });
    await user.click(chip);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Announcement number 1" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Hostel fees" })).toBeInTheDocument();
    expect(chip).toHaveAttribute("aria-pressed", "true");
    expect(chip).toHaveClass("bg-primary");
    expect(screen.getByRole("button", { name: t.all })).toHaveAttribute("aria-pressed", "false");
    expect(scrolled.mock.contexts).toContain(chip);
    expect(calls.some((c) => c.url.includes("/announcements?") && c.url.includes("category_id=2"))).toBe(true);
    expect(router.state.location.search).toBe("?category_id=2");

    await user.click(screen.getByRole("button", { name: "Sports" }));
    expect(await screen.findByText(t.noAnnouncements)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.all }));
    expect(await screen.findByRole("link", { name: "Announcement number 1" })).toBeInTheDocument();
  });

  it("opens on the category in the address with its chip selected", async () => {
    mockApi(answers());
    renderApp("/announcements?category_id=2");
    expect(await screen.findByRole("link", { name: "Hostel fees" })).toBeInTheDocument();
    const chip = await screen.findByRole("button", { name: "Hostels" });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(chip));
    expect(chip).toHaveAttribute("aria-pressed", "true");
  });

  it("says so when there is no Top Update and no announcement", async () => {
    mockApi(
      answers({
        [`GET ${api("/announcements/featured")}`]: { body: { data: null } },
        [`GET ${api("/announcements/categories")}`]: { body: { data: [] } },
        [`GET ${api("/announcements")}`]: { body: pageOf([]) },
      }),
    );
    renderApp("/announcements");
    expect(await screen.findByText(t.noTopUpdate)).toBeInTheDocument();
    expect(await screen.findByText(t.noAnnouncements)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.all })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a loading state, then on failure only logs it and offers to try again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail = true;
    mockApi(
      answers({
        [`GET ${api("/announcements/featured")}`]: { status: 503, body: { message: "Busy", error: "busy" } },
        [`GET ${api("/announcements")}`]: () =>
          fail ? { status: 503, body: { message: "Busy", error: "busy" } } : { body: pageOf(exams) },
      }),
    );
    const user = userEvent.setup();
    renderApp("/announcements");
    expect((await screen.findAllByText(t.loading)).length).toBeGreaterThan(0);
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(t.noTopUpdate)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    fail = false;
    await user.click(screen.getByRole("button", { name: t.retry }));
    expect(await screen.findByRole("link", { name: "Announcement number 1" })).toBeInTheDocument();
  });

  it("loads the next page on request", async () => {
    mockApi(
      answers({
        [`GET ${api("/announcements")}`]: (_: unknown, url: string) => ({
          body: url.includes("page=2") ? pageOf([hostel], 2, 2) : pageOf(exams, 1, 2),
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/announcements");
    await user.click(await screen.findByRole("button", { name: t.more }));
    expect(await screen.findByRole("link", { name: "Hostel fees" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.more })).not.toBeInTheDocument();
  });
});
