import { rewardTaskTexts as T } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { makeRewardTask } from "../fixtures.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";

const list = "GET /api/v2/reward-tasks";
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);
const listCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.includes("/v2/reward-tasks"));

describe("/tasks", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
  });

  it("asks a guest to log in, and asks the server nothing", async () => {
    sessionStore.clear();
    const calls = mockApi({});
    renderApp("/tasks");
    expect(await screen.findByRole("heading", { name: T.loginRequired })).toBeInTheDocument();
    expect(screen.getByText(T.loginForTasks)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.goToLogin })).toHaveAttribute("href", "/login");
    expect(listCalls(calls)).toEqual([]);
  });

  it("shows the cards: reward, duration, participants bar coloured by the spec, Task Closed, Already Enrolled", async () => {
    mockApi({
      [list]: {
        body: {
          data: [
            makeRewardTask(1, { participants_count: 80, max_participants: 100, user_enrolled: true }),
            makeRewardTask(2, { name: "", title: "", status: "closed", reward_amount: null, duration: null }),
          ],
        },
      },
    });
    renderApp("/tasks");
    const first = (await screen.findByRole("link", { name: /Yoruba voices 1/ })) as HTMLElement;
    expect(within(first).getByText("$25.00")).toBeInTheDocument();
    expect(within(first).getByText("7 days")).toBeInTheDocument();
    expect(within(first).getByText(T.alreadyEnrolled)).toBeInTheDocument();
    expect(within(first).getByText("80 / 100")).toBeInTheDocument();
    expect(within(first).getByRole("progressbar")).toHaveAttribute("data-tone", "blue");
    expect(first).toHaveAttribute("href", "/tasks/1");
    const second = screen.getByRole("link", { name: new RegExp(T.untitled) });
    expect(within(second).getByText(T.taskClosed)).toBeInTheDocument();
    expect(within(second).getByText(T.rewardTbd)).toBeInTheDocument();
    expect(within(second).getByText(T.notSpecified)).toBeInTheDocument();
  });

  it("sends every filter to the server, and Clear Filters drops them", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ [list]: { body: { data: [makeRewardTask(1)] } } });
    renderApp("/tasks");
    await screen.findByRole("link", { name: /Yoruba voices 1/ });
    await user.selectOptions(screen.getByLabelText(T.rewardTypeLabel), "voucher");
    await user.selectOptions(screen.getByLabelText(T.difficultyLabel), "advanced");
    await user.type(screen.getByRole("searchbox", { name: T.searchLabel }), "yoruba");
    await user.type(screen.getByRole("textbox", { name: T.companyLabel }), "neo");
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)?.url ?? "")).toEqual({
        search: "yoruba",
        company: "neo",
        reward_type: "voucher",
        difficulty: "advanced",
      }),
    );
    await user.click(screen.getByRole("button", { name: T.clearFilters }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)?.url ?? "")).toEqual({}));
    expect(screen.getByLabelText(T.rewardTypeLabel)).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: T.searchLabel })).toHaveValue("");
  });

  it("empty: No tasks available without filters, No tasks found with them", async () => {
    const user = userEvent.setup();
    mockApi({ [list]: { body: { data: [] } } });
    renderApp("/tasks");
    expect(await screen.findByRole("heading", { name: T.noTasksAvailable })).toBeInTheDocument();
    expect(screen.getByText(T.noTasksAvailableHint)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.difficultyLabel), "beginner");
    expect(await screen.findByRole("heading", { name: T.noTasksFound })).toBeInTheDocument();
    expect(screen.getByText(T.noTasksFoundHint)).toBeInTheDocument();
  });

  it("does not say No tasks found while the filtered list is still on its way", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({ [list]: { body: { data: [] } } });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("difficulty")) await gate;
      return answer(input as string, init);
    });
    renderApp("/tasks");
    expect(await screen.findByRole("heading", { name: T.noTasksAvailable })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(T.difficultyLabel), "beginner");
    expect(await screen.findByText(U.loading)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: T.noTasksFound })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole("heading", { name: T.noTasksFound })).toBeInTheDocument();
  });

  it("a failed load says so and can be tried again", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [list]: () => (fail ? { status: 500, body: { message: "Boom" } } : { body: { data: [makeRewardTask(4)] } }),
    });
    renderApp("/tasks");
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the tasks");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Yoruba voices 4/ })).toBeInTheDocument();
  });
});
