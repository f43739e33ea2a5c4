import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { pageOf } from "../../admin/fixtures.ts";
import { announcementCategories, api, makeAnnouncement } from "../fixtures.ts";

const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });

describe("accessibility of the announcements (axe-core)", () => {
  it.each([
    ["/announcements", "Announcement number 2"],
    ["/announcements/1", "Announcement number 2"],
  ])("%s has no violations", async (path, text) => {
    Element.prototype.scrollIntoView = vi.fn();
    mockApi({
      [`GET ${api("/announcements/featured")}`]: { body: { data: makeAnnouncement(1, { is_featured: true }) } },
      [`GET ${api("/announcements/categories")}`]: { body: { data: announcementCategories } },
      [`GET ${api("/announcements")}`]: { body: pageOf([makeAnnouncement(2), makeAnnouncement(3, { image: null })]) },
      [`GET ${api("/announcements/1")}`]: {
        body: { data: { announcement: makeAnnouncement(1), similar_announcements: [makeAnnouncement(2)] } },
      },
    });
    renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    const { violations } = await runAxe();
    expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
  });
});
