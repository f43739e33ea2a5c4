import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makeAudit } from "../../audit/admin/fixtures.ts";
import { adminCommunityTexts } from "../../communities/admin/texts.ts";
import { makeCommunity } from "../../communities/fixtures.ts";
import { adminAchieverTexts } from "../../leaderboard/admin/texts.ts";
import { makeReport } from "../../moderation/admin/fixtures.ts";
import { makeRewardTask, makeSubmission } from "../../reward-tasks/admin/fixtures.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { api, asAdmin, makeUser, overview, pageOf } from "../fixtures.ts";

const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
const expectNoViolations = async () => {
  const { violations } = await runAxe();
  expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
};

const poll = {
  id: 4,
  title: "Best study spot?",
  options: [{ id: 1, option: "Library", votes_count: 5 }],
  user_vote_option_id: null,
  active: true,
  votes_count: 5,
  created_at: "2026-11-01T00:00:00Z",
};
const answers = {
  [`GET ${api("/overview")}`]: { body: overview },
  [`GET ${api("/reports")}`]: { body: pageOf([makeReport(5)], 1, 2) },
  [`GET ${api("/users")}`]: { body: pageOf([makeUser(2), makeUser(3, { is_admin: true })]) },
  [`GET ${api("/categories")}`]: { body: { data: [{ id: 1, name: "Academics", posts_count: 3 }] } },
  [`GET ${api("/communities")}`]: { body: { data: [{ ...makeCommunity({ name: "Chess Club" }), posts_count: 1 }] } },
  [`GET ${api("/polls")}`]: { body: { data: [poll] } },
  [`GET ${api("/report-reasons")}`]: { body: { data: [{ id: 1, name: "Spam", description: "Ads" }] } },
  [`GET ${api("/audit-log")}`]: { body: pageOf([makeAudit(1)]) },
  [`GET ${api("/reward-tasks")}`]: { body: { data: [makeRewardTask(1)] } },
  [`GET ${api("/submissions")}`]: { body: pageOf([makeSubmission(1)]) },
  "GET /forum/api/v1/achiever/active": { body: { data: { image_path: "/forum/uploads/a.webp" } } },
};

describe("accessibility of the admin console (axe-core)", { timeout: 30_000 }, () => {
  it.each([
    ["/admin", "845"],
    ["/admin/reports", "Reported post 5"],
    ["/admin/users", "student2@uni.edu"],
    ["/admin/categories", "Academics"],
    ["/admin/communities", "Chess Club"],
    ["/admin/polls", "Best study spot?"],
    ["/admin/report-reasons", "Ads"],
    ["/admin/achievers", adminAchieverTexts.upload],
    ["/admin/audit-log", "report.hide"],
    ["/admin/reward-tasks", "Yoruba greetings 1"],
    ["/admin/task-submissions", "E kaaro 1"],
  ])("%s has no violations", async (path, text) => {
    sessionStore.set(asAdmin());
    mockApi(answers);
    renderApp(path);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    await expectNoViolations();
  });

  it("the 403 page has no violations", async () => {
    sessionStore.set(asAdmin(false));
    mockApi({});
    renderApp("/admin");
    await screen.findByText(adminTexts.forbidden);
    await expectNoViolations();
  });

  it.each([
    ["/admin/reports", "Hide: Reported post 5", "dialog"],
    ["/admin/reports", "Delete: Reported post 5", "alertdialog"],
    ["/admin/users", "Suspend: student2", "dialog"],
    ["/admin/communities", adminCommunityTexts.new, "dialog"],
    ["/admin/polls", "Edit: Best study spot?", "dialog"],
    ["/admin/reward-tasks", "Edit: Yoruba greetings 1", "dialog"],
    ["/admin/task-submissions", "Reject: ada, item 101", "dialog"],
  ] as const)("%s: the dialog of %s has no violations, and takes focus", async (path, button, role) => {
    sessionStore.set(asAdmin());
    mockApi(answers);
    const user = userEvent.setup();
    renderApp(path);
    await user.click(await screen.findByRole("button", { name: button }));
    const dialog = await screen.findByRole(role);
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Checking an empty form shows its errors: they must be tied to their fields too.
    const save = within(dialog).queryByRole("button", { name: adminTexts.save });
    if (save && path === "/admin/communities") await user.click(save);
    await expectNoViolations();
  });
});
