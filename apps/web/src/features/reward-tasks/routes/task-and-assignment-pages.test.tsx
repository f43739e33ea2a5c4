import { rewardTaskTexts as T } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { itemsPage, makeAssignment, makeItem, makeRewardTask } from "../fixtures.ts";

const base = "/api/v2/reward-tasks";
const past = "2020-01-01T00:00:00.000Z";
const assignmentsPage = (data: unknown[]) => ({
  data: { data, current_page: 1, last_page: 1, per_page: 50, total: data.length, next_page_url: null },
});

describe("/tasks/:id", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
  });

  it("shows the task, its side card and its assignments, with status badges and OVERDUE", async () => {
    const calls = mockApi({
      [`GET ${base}/profile/1`]: {
        body: {
          data: { third_party_ref: "ref-1", reward_task: makeRewardTask(1, { user_enrolled: true }), points: 50 },
        },
      },
      [`GET ${base}/neoform/assignments/ref-1`]: {
        body: assignmentsPage([
          makeAssignment(3, { status: "in_progress", deadline: past, progressPercentage: 50, completed_tasks: 2 }),
          makeAssignment(4, { status: "completed", deadline: past, progressPercentage: 100, completed_tasks: 4 }),
        ]),
      },
    });
    renderApp("/tasks/1");
    expect(await screen.findByRole("heading", { level: 1, name: "Yoruba voices 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.backToTasks })).toHaveAttribute("href", "/tasks");
    expect(screen.getByText(T.enrolled)).toBeInTheDocument();
    expect(screen.getByText("Help build a speech dataset.")).toBeInTheDocument();
    expect(screen.getByText("Microphone")).toBeInTheDocument();
    expect(screen.getByText("7 days")).toBeInTheDocument();
    const going = await screen.findByRole("link", { name: /Greetings batch 3/ });
    expect(going).toHaveAttribute("href", "/assignment/3");
    expect(within(going).getByText("IN PROGRESS")).toBeInTheDocument();
    expect(within(going).getByText(T.overdue)).toBeInTheDocument();
    expect(within(going).getByText(T.continue)).toBeInTheDocument();
    expect(within(going).getByRole("progressbar")).toHaveAttribute("data-tone", "yellow");
    const done = screen.getByRole("link", { name: /Greetings batch 4/ });
    expect(within(done).queryByText(T.overdue)).toBeNull();
    expect(within(done).getByText(T.viewDetails)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/neoform/assignments/ref-1?page=1&per_page=50"))).toBe(true);
  });

  it("a closed task says it takes nobody new; no assignments says so; an unknown one is Task not found", async () => {
    mockApi({
      [`GET ${base}/profile/2`]: {
        body: { data: { third_party_ref: "ref-2", reward_task: makeRewardTask(2, { status: "closed" }), points: 0 } },
      },
      [`GET ${base}/neoform/assignments/ref-2`]: { body: assignmentsPage([]) },
    });
    const { unmount } = renderApp("/tasks/2");
    expect(await screen.findByText(T.notAccepting)).toBeInTheDocument();
    expect(await screen.findByText(T.noAssignments)).toBeInTheDocument();
    unmount();
    renderApp("/tasks/404");
    expect(await screen.findByText(T.taskNotFound)).toBeInTheDocument();
  });

  it("a failed load offers Back to Tasks", async () => {
    mockApi({ [`GET ${base}/profile/5`]: { status: 500, body: { message: "Boom" } } });
    renderApp("/tasks/5");
    expect(await screen.findByRole("alert")).toHaveTextContent(T.taskLoadFailed);
    expect(screen.getByRole("link", { name: T.backToTasks })).toHaveAttribute("href", "/tasks");
  });
});

describe("/assignment/:id", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
  });

  it("shows the assignment and loads more items on Load More Tasks", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${base}/neoform/single-assignment/3`]: {
        body: {
          data: makeAssignment(3, {
            status: "submitted",
            submission_date: "2026-11-20T10:00:00.000Z",
            notes: "Clearer please",
          }),
        },
      },
      [`GET ${base}/neoform/assignment-tasks/3`]: (_b, url) =>
        new URL(url, "http://x").searchParams.get("page") === "2"
          ? { body: itemsPage([makeItem(12, { status: "submitted" })], 2, false) }
          : { body: itemsPage([makeItem(11, { status: "in_progress", progress_percentage: 50 })], 1, true) },
    });
    renderApp("/assignment/3");
    expect(await screen.findByRole("heading", { level: 1, name: "Greetings batch 3" })).toBeInTheDocument();
    expect(screen.getByText(/Under Review/)).toBeInTheDocument();
    expect(screen.getByText("Clearer please")).toBeInTheDocument();
    const first = await screen.findByRole("link", { name: `${T.continue}: Good morning, friend 11.` });
    expect(first).toHaveAttribute("href", "/task/11");
    await user.click(screen.getByRole("button", { name: T.loadMoreTasks }));
    expect(
      await screen.findByRole("link", { name: `${T.viewSubmission}: Good morning, friend 12.` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: T.loadMoreTasks })).toBeNull());
    expect(
      calls
        .filter((c) => c.url.includes("assignment-tasks/3"))
        .map((c) => new URL(c.url, "http://x").searchParams.get("page")),
    ).toEqual(["1", "2"]);
  });

  it("no items: the spec's empty texts; unknown: Assignment not found; a guest: the login gate", async () => {
    mockApi({
      [`GET ${base}/neoform/single-assignment/3`]: { body: { data: makeAssignment(3) } },
      [`GET ${base}/neoform/assignment-tasks/3`]: { body: itemsPage([]) },
    });
    const view = renderApp("/assignment/3");
    expect(await screen.findByText(T.noTasksInAssignmentHint)).toBeInTheDocument();
    view.unmount();
    const other = renderApp("/assignment/8");
    expect(await screen.findByText(T.assignmentNotFound)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.goBack })).toBeInTheDocument();
    other.unmount();
    sessionStore.clear();
    renderApp("/assignment/3");
    expect(await screen.findByText(T.loginForAssignment)).toBeInTheDocument();
  });
});
