import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid } from "../../admin/fixtures.ts";
import { makeAnnouncement } from "../fixtures.ts";
import { announcementAdminTexts } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = announcementAdminTexts.announcements;
const exams = makeAnnouncement(1, { title: "Exam timetable", is_featured: true });
const plain = makeAnnouncement(2, { title: "Water outage", category: null, image: null });
const categories = {
  data: [
    { id: 1, name: "Exams" },
    { id: 2, name: "Hostels" },
  ],
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "poster.png", { type: "image/png" });

beforeEach(() => {
  sessionStore.set(asAdmin());
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:test/1", revokeObjectURL: () => {} }));
});

describe("/admin/announcements", { timeout: 30_000 }, () => {
  it("is in the console's nav, and lists each one with its date, category and featured mark, or says none", async () => {
    mockApi({ [`GET ${api("/announcements")}`]: { body: { data: [exams, plain] } } });
    const { unmount } = renderApp("/admin/announcements");
    expect(await screen.findByText("Exam timetable")).toBeInTheDocument();
    expect(screen.getByText("20 Nov 2026 · Exams · Featured")).toBeInTheDocument();
    expect(screen.getByText("20 Nov 2026")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: adminTexts.nav.announcements })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: adminTexts.nav.announcementCategories })).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/announcements")}`]: { body: { data: [] } } });
    renderApp("/admin/announcements");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it("creates one as multipart: title and content required, category, featured, image previewed", async () => {
    const calls = mockApi({
      [`GET ${api("/announcements")}`]: { body: { data: [] } },
      [`GET ${api("/announcement-categories")}`]: { body: categories },
      [`POST ${api("/announcements")}`]: { status: 201, body: { data: exams, message: "Announcement created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/announcements");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The title is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The content is required.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText(t.title), "Exam timetable");
    await user.selectOptions(await within(dialog).findByLabelText(t.category), "Hostels");
    await user.click(within(dialog).getByRole("switch", { name: t.featured }));
    await user.upload(within(dialog).getByLabelText(t.image), png());
    expect(within(dialog).getByRole("img", { name: t.imagePreview })).toHaveAttribute("src", "blob:test/1");
    await user.type(within(dialog).getByLabelText(t.content), "<p>Out now</p>");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(notified.success).toHaveBeenCalledWith("Announcement created.");
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(["title", "content", "category_id", "is_featured"].map((k) => form.get(k))).toEqual([
      "Exam timetable",
      "<p>Out now</p>",
      "2",
      "1",
    ]);
    expect((form.get("image") as File).name).toBe("poster.png");
  });

  it("edits one with its values filled in (no image unless chosen), with the server's 422 on its field", async () => {
    const calls = mockApi({
      [`GET ${api("/announcements")}`]: { body: { data: [exams] } },
      [`GET ${api("/announcement-categories")}`]: { body: categories },
      [`PUT ${api("/announcements/1")}`]: invalid("content", "The content may be at most 20,000 characters."),
    });
    const user = userEvent.setup();
    renderApp("/admin/announcements");
    await user.click(await screen.findByRole("button", { name: "Edit: Exam timetable" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    expect(within(dialog).getByLabelText(t.title)).toHaveValue("Exam timetable");
    expect(within(dialog).getByLabelText(t.content)).toHaveValue(exams.content);
    expect(within(dialog).getByRole("switch", { name: t.featured })).toBeChecked();
    expect(within(dialog).getByLabelText(t.category)).toHaveValue("1");
    expect(within(dialog).getByRole("img", { name: t.imageCurrent })).toHaveAttribute("src", exams.image);
    await user.click(within(dialog).getByRole("switch", { name: t.featured }));
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText("The content may be at most 20,000 characters.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.content)).toHaveAttribute("aria-invalid", "true");
    const form = calls.find((c) => c.method === "PUT")?.body as FormData;
    expect(form.get("is_featured")).toBe("0");
    expect(form.get("category_id")).toBe("1");
    expect(form.has("image")).toBe(false);
  });

  it("deletes after a confirmation", async () => {
    const calls = mockApi({
      [`GET ${api("/announcements")}`]: { body: { data: [exams] } },
      [`DELETE ${api("/announcements/1")}`]: { body: { data: null, message: "Announcement deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/announcements");
    await user.click(await screen.findByRole("button", { name: "Delete: Exam timetable" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(t.deleteConfirm("Exam timetable"));
    await user.click(within(confirm).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Announcement deleted."));
  });
});
