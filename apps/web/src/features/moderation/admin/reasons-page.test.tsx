import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin } from "../../admin/fixtures.ts";
import { adminReasonTexts } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const t = adminReasonTexts;
const spam = { id: 1, name: "Spam", description: "Ads or repeated posts" };

describe("/admin/report-reasons", { timeout: 30_000 }, () => {
  it("lists the reasons, or says there are none", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/report-reasons")}`]: { body: { data: [spam] } } });
    const { unmount } = renderApp("/admin/report-reasons");
    expect(await screen.findByText("Ads or repeated posts")).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/report-reasons")}`]: { body: { data: [] } } });
    renderApp("/admin/report-reasons");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it("creates a reason: both fields are required", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/report-reasons")}`]: { body: { data: [spam] } },
      [`POST ${api("/report-reasons")}`]: { status: 201, body: { data: { ...spam, id: 2 }, message: "Created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/report-reasons");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The name is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The description is required.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.name), "Hate speech");
    await user.type(within(dialog).getByLabelText(t.description), "Attacks a group");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "Hate speech",
        description: "Attacks a group",
      }),
    );
  });

  it("edits and deletes a reason", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/report-reasons")}`]: { body: { data: [spam] } },
      [`PUT ${api("/report-reasons/1")}`]: { body: { data: spam, message: "Updated." } },
      [`DELETE ${api("/report-reasons/1")}`]: { body: { data: null, message: "Deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/report-reasons");
    await user.click(await screen.findByRole("button", { name: "Edit: Spam" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    await user.type(within(dialog).getByLabelText(t.description), ".");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        name: "Spam",
        description: "Ads or repeated posts.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Delete: Spam" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });
});
