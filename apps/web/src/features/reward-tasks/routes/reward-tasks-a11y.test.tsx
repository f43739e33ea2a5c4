import "fake-indexeddb/auto";
import { rewardTaskTexts as T } from "@forum/contract/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { itemsPage, makeAssignment, makeItem, makeProgress, makeRewardTask } from "../fixtures.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// jsdom cannot compute colours: contrast is checked in the browser journeys.
const check = async () =>
  (await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => v.id);

const base = "/api/v2/reward-tasks";
const past = "2020-01-01T00:00:00.000Z";

describe("reward task pages' accessibility", { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStore.set(signedInAs(7));
    mockApi({
      [`GET ${base}`]: {
        body: {
          data: [
            makeRewardTask(1, { user_enrolled: true, company_logo: "/logo.png" }),
            makeRewardTask(2, { status: "closed" }),
          ],
        },
      },
      [`GET ${base}/profile/1`]: {
        body: { data: { third_party_ref: "r", reward_task: makeRewardTask(1), points: 5 } },
      },
      [`GET ${base}/neoform/assignments/r`]: {
        body: {
          data: { data: [makeAssignment(3, { deadline: past })], current_page: 1, last_page: 1, next_page_url: null },
        },
      },
      [`GET ${base}/neoform/single-assignment/3`]: { body: { data: makeAssignment(3, { notes: "Slower" }) } },
      [`GET ${base}/neoform/assignment-tasks/3`]: {
        body: itemsPage([makeItem(9), makeItem(10, { status: "in_progress" })], 1, true),
      },
      [`GET ${base}/neoform/single-task/9`]: { body: { data: makeItem(9) } },
      [`GET ${base}/neoform/task-progress/9`]: { body: { data: makeProgress() } },
    });
  });

  it("/tasks", async () => {
    renderApp("/tasks");
    await screen.findByRole("link", { name: /Yoruba voices 2/ });
    expect(await check()).toEqual([]);
  });

  it("/tasks/:id", async () => {
    renderApp("/tasks/1");
    await screen.findByRole("link", { name: /Greetings batch 3/ });
    expect(await check()).toEqual([]);
  });

  it("/assignment/:id", async () => {
    renderApp("/assignment/3");
    await screen.findByRole("button", { name: T.loadMoreTasks });
    expect(await check()).toEqual([]);
  });

  it("/task/:id with the Submit Task dialog open", async () => {
    renderApp("/task/9");
    await userEvent.setup().click(await screen.findByRole("button", { name: T.startTask }));
    await screen.findByRole("dialog", { name: T.submitTask });
    expect(await check()).toEqual([]);
  });

  it("the login gate", async () => {
    sessionStore.clear();
    renderApp("/task/9");
    await screen.findByRole("heading", { name: T.loginRequired });
    expect(await check()).toEqual([]);
  });
});
