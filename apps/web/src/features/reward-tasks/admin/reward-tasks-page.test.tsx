import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { api, asAdmin, invalid, pageOf } from "../../admin/fixtures.ts";
import { makeAssignment, makeRewardTask } from "./fixtures.ts";
import { adminRewardTaskTexts as t } from "./texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const task = makeRewardTask(1);
const assignmentsUrl = "GET /api/v2/reward-tasks/neoform/assignments/neo-1";
const list = { [`GET ${api("/reward-tasks")}`]: { body: { data: [task] } } };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
const createObjectURL = vi.fn((_saved: Blob) => "blob:test/1");

beforeEach(() => {
  createObjectURL.mockClear();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
});
afterEach(() => vi.restoreAllMocks());

async function openAssignments(answers: Parameters<typeof mockApi>[0]) {
  sessionStore.set(asAdmin());
  const calls = mockApi({ ...list, [assignmentsUrl]: { body: { data: pageOf([makeAssignment(3)]) } }, ...answers });
  const user = userEvent.setup();
  renderApp("/admin/reward-tasks");
  await user.click(await screen.findByRole("button", { name: t.assignmentsOf(task.name) }));
  await screen.findByText("Batch 3");
  return { calls, user };
}

describe("/admin/reward-tasks", { timeout: 30_000 }, () => {
  it("is in the console's nav and lists each task with its status, company and participants", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/reward-tasks")}`]: { body: { data: [task, makeRewardTask(2, { status: "closed" })] } } });
    renderApp("/admin/reward-tasks");
    const row = (await screen.findByText(task.name)).closest("li") as HTMLElement;
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: adminTexts.nav.rewardTasks })).toHaveAttribute("aria-current", "page");
    // Each fact on its own, the dots between them drawn by CSS (fact-line.tsx): a "·" in the text dangled at the start
    // or end of a line when a phone wrapped the row.
    expect(within(row).getByText("Open")).toBeInTheDocument();
    expect(within(row).getByText("Neoform")).toBeInTheDocument();
    expect(within(row).getByText("4 of 50 participants")).toBeInTheDocument();
    expect(row.textContent).not.toContain("·");
    expect(screen.getByText("Yoruba greetings 2").closest("li")).toHaveTextContent("Closed");
  });

  it("says there are none", async () => {
    sessionStore.set(asAdmin());
    mockApi({ [`GET ${api("/reward-tasks")}`]: { body: { data: [] } } });
    renderApp("/admin/reward-tasks");
    expect(await screen.findByText(t.none)).toBeInTheDocument();
  });

  it("creates a task as multipart with its logo; required fields are checked before sending", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      [`GET ${api("/reward-tasks")}`]: { body: { data: [] } },
      [`POST ${api("/reward-tasks")}`]: { status: 201, body: { data: task, message: "Reward task created." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/reward-tasks");
    await user.click(await screen.findByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog", { name: t.createTitle });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The name is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The company is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The category is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.shortDescription)).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(t.name), "Hausa proverbs");
    await user.type(within(dialog).getByLabelText(t.company), "Neoform");
    await user.upload(within(dialog).getByLabelText(t.companyLogo), png());
    expect(within(dialog).getByRole("img", { name: t.logoPreview })).toHaveAttribute("src", "blob:test/1");
    await user.selectOptions(within(dialog).getByLabelText(t.difficulty), "advanced");
    await user.selectOptions(within(dialog).getByLabelText(t.status), "closed");
    await user.type(within(dialog).getByLabelText(t.category), "Translation");
    await user.type(within(dialog).getByLabelText(t.shortDescription), "Proverbs, read aloud.");
    await user.type(within(dialog).getByLabelText(t.description), "<p>Hi</p>");
    await user.type(within(dialog).getByLabelText(t.maxParticipants), "0");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The maximum of participants must be at least 1.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(t.maxParticipants));
    await user.type(within(dialog).getByLabelText(t.deadline), "2030-03-01T09:30");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("name")).toBe("Hausa proverbs");
    expect(form.get("difficulty")).toBe("advanced");
    expect(form.get("status")).toBe("closed");
    expect(form.get("description")).toBe("<p>Hi</p>");
    expect(form.get("max_participants")).toBe("");
    expect(form.get("deadline")).toBe(new Date("2030-03-01T09:30").toISOString());
    expect((form.get("company_logo") as File).name).toBe("logo.png");
  });

  it("edits a task (PUT, the old logo kept), with the server's 422 under its field", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({ ...list, [`PUT ${api("/reward-tasks/1")}`]: invalid("category", "Too vague.") });
    const user = userEvent.setup();
    renderApp("/admin/reward-tasks");
    await user.click(await screen.findByRole("button", { name: `Edit: ${task.name}` }));
    const dialog = await screen.findByRole("dialog", { name: t.editTitle });
    expect(within(dialog).getByLabelText(t.rewardAmount)).toHaveValue(25);
    expect(within(dialog).getByRole("img", { name: t.logoCurrent })).toHaveAttribute("src", task.company_logo);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(await within(dialog).findByText("Too vague.")).toBeInTheDocument();
    const form = calls.find((c) => c.method === "PUT")?.body as FormData;
    expect(form.get("deadline")).toBe(task.deadline);
    expect(form.has("company_logo")).toBe(false);
  });

  it("deletes a task after a confirmation", async () => {
    sessionStore.set(asAdmin());
    const calls = mockApi({
      ...list,
      [`DELETE ${api("/reward-tasks/1")}`]: { body: { data: null, message: "Reward task deleted." } },
    });
    const user = userEvent.setup();
    renderApp("/admin/reward-tasks");
    await user.click(await screen.findByRole("button", { name: `Delete: ${task.name}` }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(t.deleteConfirm(task.name));
    await user.click(within(confirm).getByRole("button", { name: adminTexts.delete }));
    await waitFor(() => expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1));
  });

  it("shows a task's assignments and creates one, its required fields checked first", async () => {
    const { calls, user } = await openAssignments({
      [`POST ${api("/reward-tasks/1/assignments")}`]: {
        status: 201,
        body: { data: makeAssignment(4), message: "Assignment created." },
      },
    });
    const batch = screen.getByText("Batch 3").closest("li") as HTMLElement;
    for (const fact of ["Yoruba", "spoken", "12 items"]) expect(within(batch).getByText(fact)).toBeInTheDocument();
    expect(batch.textContent).not.toContain("·");
    expect(screen.getByRole("button", { name: t.hideAssignments(task.name) })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: t.newAssignment }));
    const dialog = await screen.findByRole("dialog", { name: t.newAssignmentFor(task.name) });
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    expect(within(dialog).getByText("The title is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The language is required.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t.assignmentTitle), "Batch 4");
    await user.type(within(dialog).getByLabelText(t.language), "Hausa");
    await user.type(within(dialog).getByLabelText(t.languageMode), "spoken");
    await user.type(within(dialog).getByLabelText(t.rewardAmount), "5");
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      title: "Batch 4",
      language_name: "Hausa",
      language_mode: "spoken",
      reward_amount: 5,
    });
  });

  it("uploads items from a CSV file and lists every row the server refused", async () => {
    const { calls, user } = await openAssignments({
      [`POST ${api("/assignments/3/tasks")}`]: {
        status: 422,
        body: {
          message: "Row 3: The text is required.",
          error: { file: ["Row 3: The text is required.", "Row 5: Too many points."] },
        },
      },
    });
    await user.click(screen.getByRole("button", { name: t.uploadItemsFor("Batch 3") }));
    const dialog = await screen.findByRole("dialog", { name: t.uploadTitle("Batch 3") });
    const csv = new File(["text,points\nHello,1\n"], "items.csv", { type: "text/csv" });
    await user.upload(within(dialog).getByLabelText(t.file), csv);
    await user.click(within(dialog).getByRole("button", { name: t.upload }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(t.rowErrorsTitle);
    const rows = within(alert)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toEqual(["Row 3: The text is required.", "Row 5: Too many points."]);
    const form = calls.find((c) => c.method === "POST")?.body as FormData;
    expect((form.get("file") as File).name).toBe("items.csv");
  });

  it("checks pasted JSON before sending it, then sends the items as JSON", async () => {
    const { calls, user } = await openAssignments({
      [`POST ${api("/assignments/3/tasks")}`]: { status: 201, body: { data: { added: 2 }, message: "2 items added." } },
    });
    await user.click(screen.getByRole("button", { name: t.uploadItemsFor("Batch 3") }));
    const dialog = await screen.findByRole("dialog");
    const paste = within(dialog).getByLabelText(t.paste);
    await user.click(within(dialog).getByRole("button", { name: t.upload }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(t.nothingToUpload);
    await user.click(paste);
    await user.paste("[{oops");
    await user.click(within(dialog).getByRole("button", { name: t.upload }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(t.notJson);
    await user.clear(paste);
    await user.paste('[{"text": "Good morning", "points": 5}, {"text": ""}]');
    await user.click(within(dialog).getByRole("button", { name: t.upload }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Row 2: The text is required.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await user.clear(paste);
    await user.paste('{"items": [{"text": "Good morning", "points": 5}, {"text": "Good night"}]}');
    await user.click(within(dialog).getByRole("button", { name: t.upload }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const body = calls.find((c) => c.method === "POST")?.body as { items: { text: string; points: number }[] };
    expect(body.items.map((i) => [i.text, i.points])).toEqual([
      ["Good morning", 5],
      ["Good night", 0],
    ]);
  });

  it("downloads an assignment's export with the admin's token and saves it as a ZIP", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { calls, user } = await openAssignments({ [`GET ${api("/assignments/3/export")}`]: { body: "PK" } });
    await user.click(screen.getByRole("button", { name: t.exportFor("Batch 3") }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.url.endsWith("/assignments/3/export"));
    expect(call?.headers.Authorization).toBe("Bearer t.e.st");
    // The saved file holds the answer's bytes, as the stub sent them (JSON-encoded); read, not matched by class: the
    // answer's Blob comes from Node's own realm, not the test page's.
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const [saved] = createObjectURL.mock.calls[0] ?? [];
    expect(await saved?.text()).toBe(JSON.stringify("PK"));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("assignment-3-submissions.zip");
    expect(link.href).toBe("blob:test/1");
  });

  it("says so when the export cannot be downloaded, and saves nothing", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = await openAssignments({
      [`GET ${api("/assignments/3/export")}`]: { status: 404, body: { message: "Assignment not found" } },
    });
    await user.click(screen.getByRole("button", { name: t.exportFor("Batch 3") }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(`${t.exportFailed} Assignment not found`));
    expect(click).not.toHaveBeenCalled();
  });

  it("has no axe violations: list, assignments, task form with errors, upload dialog", async () => {
    const { user } = await openAssignments({});
    const run = async () => {
      const { violations } = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
      expect(violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`)).toEqual([]);
    };
    await run();
    await user.click(screen.getByRole("button", { name: t.new }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: adminTexts.save }));
    await run();
    await user.click(within(dialog).getByRole("button", { name: adminTexts.cancel }));
    await user.click(screen.getByRole("button", { name: t.uploadItemsFor("Batch 3") }));
    await screen.findByRole("dialog");
    await run();
  });
});
