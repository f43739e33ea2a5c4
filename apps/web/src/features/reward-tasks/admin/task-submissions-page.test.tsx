import { rewardTaskLimits, rewardTaskMessages } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, pageOf } from "../../admin/fixtures.ts";
import { makeSubmission } from "./fixtures.ts";
import { adminRewardTaskTexts as t } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const list = `GET ${api("/submissions")}`;
const statusOf = (url: string) => new URL(url, "http://x").searchParams.get("status");
const waiting = { [list]: { body: pageOf([makeSubmission(1), makeSubmission(2, { audio_url: null })]) } };
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);
const hausa = {
  reward_task: { id: 6, name: "Northern voices" },
  assignment: { id: 4, title: "Hausa greetings", language_name: "Hausa", language_mode: "spoken" },
};

/** The approvals' answers wait for `release`, as a slow network would keep them. */
function holdApprovals() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (init?.method === "POST") await gate;
    return answer?.(input, init) as Promise<Response>;
  });
  return () => release();
}
const approved = (id: number) => ({
  [`POST ${api(`/submissions/${id}/approve`)}`]: {
    body: { data: makeSubmission(id, { status: "completed" }), message: `Approved ${id}.` },
  },
});

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

  it("tells the server's refusal of an approval", async () => {
    sessionStore.set(asAdmin());
    mockApi({
      ...waiting,
      [`POST ${api("/submissions/1/approve")}`]: { status: 409, body: { message: rewardTaskMessages.notReviewable } },
    });
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    await user.click(await screen.findByRole("button", { name: t.actionFor(t.approve, "ada", 101) }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(rewardTaskMessages.notReviewable));
  });

  it("tells each approval's outcome, two rows approved at once, and after the page was left", async () => {
    sessionStore.set(asAdmin());
    vi.mocked(notify.success).mockClear();
    mockApi({ ...waiting, ...approved(1), ...approved(2) });
    const release = holdApprovals();
    const user = userEvent.setup();
    renderApp("/admin/task-submissions");
    const first = await screen.findByRole("button", { name: t.actionFor(t.approve, "ada", 101) });
    await user.click(first);
    const second = screen.getByRole("button", { name: t.actionFor(t.approve, "ada", 102) });
    await user.click(second);
    // Each row shows its own approval on its way, not only the last one pressed.
    await waitFor(() => expect(first).toHaveTextContent(t.approving));
    expect(second).toHaveTextContent(t.approving);
    // The page is left before either answer comes.
    const nav = screen.getByRole("navigation", { name: "Admin" });
    await user.click(within(nav).getByRole("link", { name: adminTexts.nav.audit }));
    await screen.findByRole("heading", { level: 1, name: adminTexts.nav.audit });
    release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Approved 1."));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Approved 2."));
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

  it("names each submission's item, task, assignment and language", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [list]: { body: pageOf([makeSubmission(1), makeSubmission(2, hausa)]) } });
    renderApp("/admin/task-submissions");
    const yoruba = await screen.findByRole("listitem", { name: t.itemName(101) });
    expect(within(yoruba).getByText(`${t.rewardTask}:`).nextSibling).toHaveTextContent("West African voices");
    expect(within(yoruba).getByText(`${t.assignment}:`).nextSibling).toHaveTextContent("Yoruba greetings");
    expect(within(yoruba).getByText(`${t.language}:`).nextSibling).toHaveTextContent("Yoruba");
    const other = screen.getByRole("listitem", { name: t.itemName(102) });
    expect(within(other).getByText(`${t.language}:`).nextSibling).toHaveTextContent("Hausa");
    expect(within(other).getByText(`${t.assignment}:`).nextSibling).toHaveTextContent("Hausa greetings");
    expect(within(other).getByText(`${t.rewardTask}:`).nextSibling).toHaveTextContent("Northern voices");
  });

  it("filters by a row's language, task or assignment, in the address, kept across tabs, each removable", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({ [list]: { body: pageOf([makeSubmission(1), makeSubmission(2, hausa)]) } });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/task-submissions?status=submitted&page=2");
    const other = await screen.findByRole("listitem", { name: t.itemName(102) });
    const lastQuery = () => queryOf(calls.filter((c) => c.url.includes("/admin/submissions")).at(-1)?.url ?? "");

    await user.click(within(other).getByRole("button", { name: t.filterBy(t.language, "Hausa") }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=submitted&page=1&language=Hausa"));
    await waitFor(() => expect(lastQuery()).toEqual({ status: "submitted", page: "1", language: "Hausa" }));
    await user.click(within(other).getByRole("button", { name: t.filterBy(t.rewardTask, "Northern voices") }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?status=submitted&page=1&reward_task_id=6&language=Hausa"),
    );
    await user.click(within(other).getByRole("button", { name: t.filterBy(t.assignment, "Hausa greetings") }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ reward_task_id: "6", assignment_id: "4", language: "Hausa" }),
    );

    const chips = screen.getByRole("list", { name: t.activeFilters });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([`${t.rewardTask}: Northern voices`, `${t.assignment}: Hausa greetings`, `${t.language}: Hausa`]);
    await user.click(screen.getByRole("tab", { name: t.tabs.completed }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        "?status=completed&page=1&reward_task_id=6&assignment_id=4&language=Hausa",
      ),
    );
    await user.click(within(chips).getByRole("button", { name: t.removeFilter(`${t.rewardTask}: Northern voices`) }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?status=completed&page=1&assignment_id=4&language=Hausa"),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: "completed", page: "1", assignment_id: "4", language: "Hausa" }),
    );
    await user.click(screen.getByRole("button", { name: t.removeFilter(`${t.assignment}: Hausa greetings`) }));
    await user.click(screen.getByRole("button", { name: t.removeFilter(`${t.language}: Hausa`) }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=completed&page=1"));
    expect(screen.queryByRole("list", { name: t.activeFilters })).not.toBeInTheDocument();
  });

  it("reads the filters from the address, leaving out what is not an id or too long; says when none match", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({ [list]: { body: pageOf([]) } });
    const long = "y".repeat(rewardTaskLimits.languageMax + 5);
    renderApp(`/admin/task-submissions?reward_task_id=0x10&assignment_id=9&language=${long}`);
    expect(await screen.findByText(t.noneMatching)).toBeInTheDocument();
    expect(queryOf(calls.find((c) => c.url.includes("/admin/submissions"))?.url ?? "")).toEqual({
      status: "submitted",
      page: "1",
      assignment_id: "9",
      language: "y".repeat(rewardTaskLimits.languageMax),
    });
    // No row names the assignment: its id stands for it.
    expect(screen.getByRole("button", { name: t.removeFilter(`${t.assignment}: #9`) })).toBeInTheDocument();
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
