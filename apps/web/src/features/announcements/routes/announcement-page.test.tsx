import { announcementTexts as t } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { api, makeAnnouncement } from "../fixtures.ts";

const one = makeAnnouncement(4, {
  title: "Convocation ceremony schedule",
  content: "<h2>When</h2><p>Saturday at <b>10am</b>.</p>",
});
const similar = [
  makeAnnouncement(5, { title: "Gowns pick-up", created_at: "2026-11-18T09:00:00Z" }),
  makeAnnouncement(6, { title: "Parking", category: { id: 2, name: "Hostels" } }),
];
const detail = (s = similar) => ({ body: { data: { announcement: one, similar_announcements: s } } });

describe("/announcements/{id}", () => {
  it("shows the breadcrumb cut at 15, the title, the HTML content, the image and Recent Posts", async () => {
    mockApi({ [`GET ${api("/announcements/4")}`]: detail() });
    renderApp("/announcements/4");
    expect(await screen.findByRole("heading", { level: 1, name: one.title })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("button", { name: t.title })).toBeInTheDocument();
    expect(within(crumbs).getByText("Convocation cer...")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 2, name: "When" })).toBeInTheDocument();
    expect(screen.getByText("10am").tagName).toBe("B");
    expect(screen.getByRole("img", { name: one.title })).toHaveAttribute("src", one.image);
    const side = screen.getByRole("region", { name: t.recentPosts });
    expect(within(side).getByRole("link", { name: "Gowns pick-up" })).toHaveAttribute("href", "/announcements/5");
    expect(within(side).getByText("18 Nov 2026")).toBeInTheDocument();
    expect(within(side).getByText("Hostels")).toBeInTheDocument();
    // The title is set in an effect, which React may flush after the commit that showed the heading.
    await waitFor(() => expect(document.title).toContain(one.title));
  });

  it("says No similar Announcements when there are none", async () => {
    mockApi({ [`GET ${api("/announcements/4")}`]: detail([]) });
    renderApp("/announcements/4");
    expect(await screen.findByText(t.noSimilar)).toBeInTheDocument();
  });

  it("goes to the list with the breadcrumb when the page was opened directly", async () => {
    mockApi({ [`GET ${api("/announcements/4")}`]: detail() });
    const user = userEvent.setup();
    const { router } = renderApp("/announcements/4");
    await user.click(await screen.findByRole("button", { name: t.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/announcements"));
  });

  it("goes back with the breadcrumb after following a Recent Posts link", async () => {
    mockApi({ [`GET ${api("/announcements/4")}`]: detail(), [`GET ${api("/announcements/5")}`]: detail() });
    const user = userEvent.setup();
    const { router } = renderApp("/announcements/4");
    await user.click(await screen.findByRole("link", { name: "Gowns pick-up" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/announcements/5"));
    await user.click(await screen.findByRole("button", { name: t.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/announcements/4"));
  });

  it("says an unknown announcement is not found, and offers a retry when loading failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mockApi({
      [`GET ${api("/announcements/404")}`]: { status: 404, body: { message: "Not found.", error: "not_found" } },
      [`GET ${api("/announcements/7")}`]: { status: 503, body: { message: "Busy", error: "busy" } },
    });
    const { unmount } = renderApp("/announcements/404");
    expect(await screen.findByRole("heading", { name: t.notFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.notFoundLink })).toHaveAttribute("href", "/announcements");
    unmount();
    renderApp("/announcements/7");
    expect(await screen.findByRole("heading", { name: t.loadFailed })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: t.retry })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
