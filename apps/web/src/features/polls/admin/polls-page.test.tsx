import type { AdminPoll } from "@forum/contract";
import { adminMessages } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid } from "../../admin/fixtures.ts";
import { adminPollTexts } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const t = adminPollTexts;
const poll: AdminPoll = {
  id: 4,
  title: "Best study spot?",
  options: [
    { id: 1, option: "Library", votes_count: 5 },
    { id: 2, option: "Hostel", votes_count: 2 },
  ],
  user_vote_option_id: null,
  active: true,
  votes_count: 7,
  created_at: "2026-11-01T00:00:00Z",
};

describe("/admin/polls", { timeout: 30_000 }, () => {
  it("lists polls with the active mark and their votes, or says there are none", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/polls")}`]: { body: { data: [poll] } } });
    const { unmount } = renderApp("/admin/polls");
    expect(await screen.findByText("Best study spot?")).toBeInTheDocument();
    expect(screen.getByText(t.activeMark)).toBeInTheDocument();
    expect(screen.getByText("7 votes")).toBeInTheDocument();
    expect(screen.getByText("Library: 5 votes")).toBeInTheDocument();
    unmount();
    mockApi({ [`GET ${api("/polls")}`]: { body: { data: [] } } });
    renderApp("/admin/polls");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it("creates a poll: a question and options are checked, options are added up to 10 and removed down to 2", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/polls")}`]: { body: { data: [] } },
      [`POST ${api("/polls")}`]: { status: 201, body: { data: poll, message: "Poll created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/polls");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    expect(within(dialog).queryByRole("button", { name: t.removeOption(1) })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The title is required.")).toBeInTheDocument();
    expect(within(dialog).getAllByText("The option is required.")).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(t.title), "Lunch?");
    for (let i = 3; i <= 10; i++) await user.click(within(dialog).getByRole("button", { name: t.addOption }));
    // The new field is focused from a timer once it has rendered.
    await waitFor(() => expect(within(dialog).getByLabelText(t.option(10))).toHaveFocus());
    expect(within(dialog).queryByRole("button", { name: t.addOption })).not.toBeInTheDocument();
    for (let i = 10; i > 3; i--) await user.click(within(dialog).getByRole("button", { name: t.removeOption(i) }));
    await user.type(within(dialog).getByLabelText(t.option(1)), "Rice");
    await user.type(within(dialog).getByLabelText(t.option(2)), "Beans");
    await user.type(within(dialog).getByLabelText(t.option(3)), "Yam");
    await user.click(within(dialog).getByRole("button", { name: t.removeOption(2) }));
    expect(within(dialog).getByLabelText(t.option(2))).toHaveValue("Yam");
    await user.click(within(dialog).getByRole("switch", { name: t.active }));
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "Lunch?",
      options: ["Rice", "Yam"],
      active: true,
    });
  });

  it("edits a poll and shows the server's refusal when students have voted", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/polls")}`]: { body: { data: [poll] } },
      [`PUT ${api("/polls/4")}`]: invalid("options", adminMessages.pollOptionsLocked),
    });
    const user = userEvent.setup();
    renderApp("/admin/polls");
    await user.click(await screen.findByRole("button", { name: "Edit: Best study spot?" }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    expect(within(dialog).getByRole("switch", { name: t.active })).toBeChecked();
    await user.type(within(dialog).getByLabelText(t.option(2)), " room");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText(adminMessages.pollOptionsLocked)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      title: "Best study spot?",
      options: ["Library", "Hostel room"],
      active: true,
    });
  });

  it("deletes a poll after a confirmation", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/polls")}`]: { body: { data: [poll] } },
      [`DELETE ${api("/polls/4")}`]: { body: { data: null, message: "Poll deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/polls");
    await user.click(await screen.findByRole("button", { name: "Delete: Best study spot?" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(t.deleteConfirm("Best study spot?"));
    await user.click(within(confirm).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });
});
