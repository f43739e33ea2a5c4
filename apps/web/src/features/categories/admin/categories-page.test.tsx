import { adminMessages } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid } from "../../admin/fixtures.ts";
import { adminCategoryTexts } from "./texts.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const t = adminCategoryTexts;
const list = {
  data: [
    { id: 1, name: "Academics", posts_count: 12 },
    { id: 2, name: "Sports", posts_count: 0 },
  ],
};

describe("/admin/categories", { timeout: 30_000 }, () => {
  it("lists the categories with their posts, and says when there are none or they failed to load", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/categories")}`]: { body: list } });
    const { unmount } = renderApp("/admin/categories");
    expect(await screen.findByText("Academics")).toBeInTheDocument();
    expect(screen.getByText("12 posts")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit: Sports" })).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/categories")}`]: { body: { data: [] } } });
    const second = renderApp("/admin/categories");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    second.unmount();
    mockApi({ [`GET ${api("/categories")}`]: { status: 500, body: { message: "Down." } } });
    renderApp("/admin/categories");
    expect(await screen.findByRole("alert")).toHaveTextContent("Down.");
  });

  it("creates one: the name is required (the contract's message), a taken name shows the server's 422 on the field", async () => {
    sessionStore.set(asAdmin());
    let taken = true;
    const calls = mockApi({
      [`GET ${api("/categories")}`]: { body: list },
      [`POST ${api("/categories")}`]: () =>
        taken
          ? invalid("name", adminMessages.nameTaken)
          : { status: 201, body: { data: { id: 3, name: "Clubs" }, message: "Category created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/categories");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The name is required.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.name), "  Clubs ");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText(adminMessages.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.name)).toHaveAttribute("aria-invalid", "true");
    taken = false;
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ name: "Clubs" }, { name: "Clubs" }]);
    expect(notified.success).toHaveBeenCalledWith("Category created.");
  });

  it("edits one in place (PUT with its id)", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/categories")}`]: { body: list },
      [`PUT ${api("/categories/2")}`]: { body: { data: { id: 2, name: "Sport" }, message: "Category updated." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/categories");
    await user.click(await screen.findByRole("button", { name: "Edit: Sports" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    const name = within(dialog).getByLabelText(t.name);
    expect(name).toHaveValue("Sports");
    await user.clear(name);
    await user.type(name, "Sport");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ name: "Sport" }));
  });

  it("deletes after a confirmation, and shows why when the server refuses", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/categories")}`]: { body: list },
      [`DELETE ${api("/categories/1")}`]: { status: 409, body: { message: adminMessages.categoryInUse(12) } },
    });
    const user = userEvent.setup();
    renderApp("/admin/categories");
    await user.click(await screen.findByRole("button", { name: "Delete: Academics" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(confirm).toHaveTextContent(t.deleteConfirm("Academics"));
    await user.click(within(confirm).getByRole("button", { name: adminTexts.delete }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(
      adminMessages.categoryInUse(12),
    );
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
