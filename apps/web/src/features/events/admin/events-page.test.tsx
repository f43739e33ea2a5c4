import type { AdminEvent } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid, pageOf } from "../../admin/fixtures.ts";
import { makeEvent, pastEvent } from "../fixtures.ts";
import { adminEventTexts as t } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const adminEvent = (e: ReturnType<typeof makeEvent>, reminders = 0): AdminEvent => ({
  ...e,
  reminders_count: reminders,
  created_at: "2026-11-01T00:00:00Z",
});
const fair = adminEvent(makeEvent(1, { title: "Career fair" }), 3);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "fair.png", { type: "image/png" });
const query = (url: string) => new URL(url, "http://x").searchParams;

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:test/1", revokeObjectURL: () => {} }));
});

describe("/admin/events", { timeout: 30_000 }, () => {
  it("is in the console's nav and lists each event with its date, time, reminders and a past mark", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      [`GET ${api("/events")}`]: { body: pageOf([fair, adminEvent(pastEvent(2))]) },
    });
    renderApp("/admin/events");
    expect(await screen.findByText("Career fair")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: adminTexts.nav.events })).toHaveAttribute("aria-current", "page");
    const row = screen.getByText("Career fair").closest("li") as HTMLElement;
    expect(within(row).getByText("Tue, 15 Jan 2030, 2:00 PM")).toHaveAttribute("datetime", fair.starts_at);
    expect(within(row).getByText("3 reminders pending")).toBeInTheDocument();
    // The dots between the facts are drawn by CSS (fact-line.tsx): one in the text dangled when a phone wrapped it.
    expect(row.textContent).not.toContain("·");
    expect(row).not.toHaveTextContent(t.past);
    expect(screen.getByText("Orientation 2").closest("li")).toHaveTextContent(t.past);
  });

  it("says there are none, and pages through many", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/events")}`]: { body: pageOf([]) } });
    const { unmount } = renderApp("/admin/events");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    unmount();
    const calls = mockApi({
      [`GET ${api("/events")}`]: (_b, url) =>
        query(url).get("page") === "2"
          ? { body: pageOf([adminEvent(makeEvent(9, { title: "Hackathon" }))], 2, 2) }
          : { body: pageOf([fair], 1, 2) },
    });
    const user = userEvent.setup();
    renderApp("/admin/events");
    await screen.findByText("Career fair");
    await user.click(
      within(screen.getByRole("navigation", { name: t.pages })).getByRole("button", { name: adminTexts.next }),
    );
    expect(await screen.findByText("Hackathon")).toBeInTheDocument();
    const pages = calls.map((c) => query(c.url).get("page"));
    expect(pages[0]).toBe("1");
    expect(pages.filter((p) => p === "2")).toHaveLength(1);
  });

  it("creates one as multipart, with the thumbnail previewed first; every field is checked before sending", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/events")}`]: { body: pageOf([]) },
      [`POST ${api("/events")}`]: { status: 201, body: { data: makeEvent(5), message: "Event created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/events");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    expect(within(dialog).getByLabelText(t.time)).toHaveAccessibleDescription(t.whenHint);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The title is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The short description is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.date)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText(t.time)).toHaveAttribute("aria-invalid", "true");
    // Left empty, they are missing, not malformed (no format asked of a date never given).
    expect(within(dialog).getByText("The date is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The time is required.")).toBeInTheDocument();
    expect(within(dialog).queryByText("The date must be YYYY-MM-DD.")).toBeNull();
    expect(within(dialog).getByText("The link is required.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(t.title), "Hackathon");
    await user.type(within(dialog).getByLabelText(t.shortDesc), "Build something in a weekend.");
    await user.type(within(dialog).getByLabelText(t.date), "2030-03-01");
    await user.type(within(dialog).getByLabelText(t.time), "09:30");
    await user.type(within(dialog).getByLabelText(t.link), "not a link");
    await user.upload(within(dialog).getByLabelText(t.thumbnail), png());
    expect(within(dialog).getByRole("img", { name: t.thumbnailPreview })).toHaveAttribute("src", "blob:test/1");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The link must be an http(s) URL.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(t.link));
    await user.type(within(dialog).getByLabelText(t.link), "https://hack.example/2030");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(["title", "short_desc", "date", "time", "link"].map((k) => form.get(k))).toEqual([
      "Hackathon",
      "Build something in a weekend.",
      "2030-03-01",
      "09:30",
      "https://hack.example/2030",
    ]);
    expect((form.get("thumbnail") as File).name).toBe("fair.png");
  });

  it("edits one (PUT, no thumbnail unless a new one was chosen), with the server's 422 on its field", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/events")}`]: { body: pageOf([fair]) },
      [`PUT ${api("/events/1")}`]: invalid("date", "The date must be a real day."),
    });
    const user = userEvent.setup();
    renderApp("/admin/events");
    await user.click(await screen.findByRole("button", { name: "Edit: Career fair" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    expect(within(dialog).getByLabelText(t.date)).toHaveValue("2030-01-15");
    expect(within(dialog).getByLabelText(t.time)).toHaveValue("14:00");
    expect(within(dialog).getByRole("img", { name: t.thumbnailCurrent })).toHaveAttribute("src", fair.thumbnail);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText("The date must be a real day.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.date)).toHaveAttribute("aria-invalid", "true");
    const form = calls.find((c) => c.method === "PUT")?.body as FormData;
    expect(form.get("title")).toBe("Career fair");
    expect(form.has("thumbnail")).toBe(false);
  });

  it("deletes after a confirmation that says reminders are cancelled", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/events")}`]: { body: pageOf([fair]) },
      [`DELETE ${api("/events/1")}`]: { body: { data: null, message: "Event deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/events");
    await user.click(await screen.findByRole("button", { name: "Delete: Career fair" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(t.deleteConfirm("Career fair"));
    await user.click(within(confirm).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });

  it("has no axe violations, list and form", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/events")}`]: { body: pageOf([fair]) } });
    const user = userEvent.setup();
    renderApp("/admin/events");
    await screen.findByText("Career fair");
    const run = async () => {
      const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
      expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
    };
    await run();
    await user.click(screen.getByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await run();
  });
});
