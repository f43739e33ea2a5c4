import { rewardTaskMessages } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminRewardTaskTexts as t } from "../admin-reward-task-texts.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { api, asAdmin, makeSubmission, pageOf } from "../fixtures.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const list = `GET ${api("/submissions")}`;
const statusOf = (url: string) => new URL(url, "http://x").searchParams.get("status");
const waiting = { [list]: { body: pageOf([makeSubmission(1), makeSubmission(2, { audio_url: null })]) } };

describe("/admin/task-submissions", { timeout: 30_000 }, () => {
  it("is in the nav and shows each submission: text, translation, a lazy audio player, length, student, time", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi(waiting);
    renderApp("/admin/task-submissions");
    const row = (await screen.findByText("E kaaro 1")).closest("li") as HTMLElement;
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: adminTexts.nav.taskSubmissions })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(statusOf(calls.find((c) => c.url.includes("/admin/submissions"))?.url ?? "")).toBe("submitted");
    expect(row).toHaveTextContent("Good morning 1");
    expect(row).toHaveTextContent("3.4 s");
    expect(row).toHaveTextContent("ada");
    expect(within(row).getByText(/2026/).closest("time")).toHaveAttribute("datetime", "2026-11-20T09:30:00Z");
    const audio = row.querySelector("audio") as HTMLAudioElement;
    expect(audio).toHaveAttribute("controls");
    expect(audio).toHaveAttribute("preload", "none");
    expect(audio).toHaveAttribute("src", "/api/v2/reward-tasks/audio/1.webm");
    expect(audio).toHaveAccessibleName(t.audioOf("ada"));
    expect(screen.getByText("E kaaro 2").closest("li")).toHaveTextContent(t.noAudio);
  });

  it("switches tabs by status, says when one is empty, and offers a retry when loading fails", async () => {
    sessionStore.set(asAdmin());
    let fail = true;
    const calls = mockApi({
      [list]: (_b, url) => {
        if (statusOf(url) === "completed") return { body: pageOf([]) };
        if (fail) return { status: 500, body: { message: "Server error." } };
        return { body: pageOf([makeSubmission(1)]) };
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    expect(await screen.findByText("Server error.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: adminTexts.retry }));
    expect(await screen.findByText("E kaaro 1")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: t.tabs.completed }));
    expect(await screen.findByText(t.noneIn.completed)).toBeInTheDocument();
    expect(calls.map((c) => statusOf(c.url))).toContain("completed");
    expect(screen.queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("approves one", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      ...waiting,
      [`POST ${api("/submissions/1/approve")}`]: {
        body: { data: makeSubmission(1, { status: "completed" }), message: rewardTaskMessages.approved },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    await user.click(await screen.findByRole("button", { name: t.actionFor(t.approve, "ada", 101) }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.url).toBe(api("/submissions/1/approve"));
  });

  it("shows the server's refusal of an approval", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      ...waiting,
      [`POST ${api("/submissions/1/approve")}`]: { status: 409, body: { message: rewardTaskMessages.notReviewable } },
    });
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    await user.click(await screen.findByRole("button", { name: t.actionFor(t.approve, "ada", 101) }));
    expect(await screen.findByRole("alert")).toHaveTextContent(rewardTaskMessages.notReviewable);
  });

  it("rejects only with notes, and sends them", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      ...waiting,
      [`POST ${api("/submissions/1/reject")}`]: {
        body: { data: makeSubmission(1, { status: "in_progress" }), message: rewardTaskMessages.rejected },
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    await user.click(await screen.findByRole("button", { name: t.actionFor(t.reject, "ada", 101) }));
    const dialog = await screen.findByRole("dialog", { name: t.rejectTitle });
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    expect(within(dialog).getByText(rewardTaskMessages.rejectNotesRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.rejectNotes)).toHaveAttribute("aria-invalid", "true");
    await user.type(within(dialog).getByLabelText(t.rejectNotes), "   ");
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    expect(within(dialog).getByText(rewardTaskMessages.rejectNotesRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(t.rejectNotes), "The recording cuts off the last word.");
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ notes: "The recording cuts off the last word." });
  });

  it("has no axe violations, list and reject dialog", async () => {
    sessionStore.set(asAdmin());
    mockApi(waiting);
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    await screen.findByText("E kaaro 1");
    const run = async () => {
      const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
      expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
    };
    await run();
    await user.click(screen.getByRole("button", { name: t.actionFor(t.reject, "ada", 101) }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: t.reject }));
    await run();
  });
});
