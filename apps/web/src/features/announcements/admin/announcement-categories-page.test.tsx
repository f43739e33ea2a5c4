import { adminMessages } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid } from "../../admin/fixtures.ts";
import { announcementAdminTexts } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = announcementAdminTexts.categories;

beforeEach(() => sessionStore.set(asAdmin()));

describe("/admin/announcement-categories", { timeout: 30_000 }, () => {
  it("lists them, says when there are none, and when they failed to load", async () => {
    mockApi({ [`GET ${api("/announcement-categories")}`]: { body: { data: [{ id: 1, name: "Exams" }] } } });
    const first = renderApp("/admin/announcement-categories");
    expect(await screen.findByText("Exams")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: adminTexts.nav.announcementCategories })).toBeInTheDocument();
    first.unmount();
    mockApi({ [`GET ${api("/announcement-categories")}`]: { body: { data: [] } } });
    const second = renderApp("/admin/announcement-categories");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    second.unmount();
    mockApi({ [`GET ${api("/announcement-categories")}`]: { status: 500, body: { message: "Down." } } });
    renderApp("/admin/announcement-categories");
    expect(await screen.findByRole("alert")).toHaveTextContent("Down.");
  });

  it("creates one: the name is required, a taken name shows the server's 422, then it saves", async () => {
    let taken = true;
    const calls = mockApi({
      [`GET ${api("/announcement-categories")}`]: { body: { data: [] } },
      [`POST ${api("/announcement-categories")}`]: () =>
        taken
          ? invalid("name", adminMessages.nameTaken)
          : { status: 201, body: { data: { id: 3, name: "Sports" }, message: "Announcement category created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/announcement-categories");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The name is required.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.name), "Sports");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText(adminMessages.nameTaken)).toBeInTheDocument();
    taken = false;
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(notified.success).toHaveBeenCalledWith("Announcement category created.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { name: "Sports" },
      { name: "Sports" },
    ]);
  });
});
