import "fake-indexeddb/auto";
import { rewardTaskMessages as M, rewardTaskTexts as T } from "@forum/contract/texts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { type FetchCall, mockApi, renderApp } from "../../../test/render-app.tsx";
import { signedInAs } from "../../communities/fixtures.ts";
import { itemsPage, makeAssignment, makeItem, makeProgress } from "../fixtures.ts";
import { allPendingSubmissions, forgetSubmission, keepSubmission, pendingSubmission } from "../outbox.ts";
import { rewardUiTexts as U } from "../reward-ui-texts.ts";

vi.mock("../../../lib/notify.ts", () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const base = "/api/v2/reward-tasks/neoform";
const submitUrl = `POST ${base}/submit-task/9`;
const saved = { status: 201, body: { data: makeProgress(), message: M.submitted } };
type Answer = { status?: number; body?: unknown };

function serve(submit: (body: unknown) => Answer = () => saved) {
  return mockApi({
    [`GET ${base}/single-task/9`]: { body: { data: makeItem(9, { orderIndex: 2 }) } },
    [`GET ${base}/task-progress/9`]: { body: { data: makeProgress() } },
    [submitUrl]: submit,
  });
}
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === "POST").map((c) => c.body as FormData);

/** The connection drops for the submit call: fetch rejects as a browser does offline. */
function dropSubmits() {
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation() as (i: string, init?: RequestInit) => Promise<Response>;
  let offline = true;
  fetchMock.mockImplementation((async (input: string, init?: RequestInit) => {
    const response = answer(input, init);
    if (offline && String(input).includes("submit-task")) throw new TypeError("Failed to fetch");
    return response;
  }) as never);
  return () => {
    offline = false;
  };
}

const audioFile = () => new File([new Uint8Array(2048)], "hello.m4a", { type: "audio/mp4" });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: T.startTask }));
  return screen.findByRole("dialog", { name: T.submitTask });
}

describe("/task/:id", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    sessionStore.set(signedInAs(7));
    for (const p of await allPendingSubmissions()) await forgetSubmission(p.itemId);
  });

  it("asks a guest to log in", async () => {
    sessionStore.clear();
    mockApi({});
    renderApp("/task/9");
    expect(await screen.findByRole("heading", { name: T.loginRequired })).toBeInTheDocument();
    expect(screen.getByText(T.loginForTask)).toBeInTheDocument();
  });

  it("shows the sentence, its information (order from 1) and context; Task not found on a 404", async () => {
    serve();
    const { unmount } = renderApp("/task/9");
    expect(await screen.findByRole("heading", { name: "Translation Task #9" })).toBeInTheDocument();
    expect(screen.getByText("Good morning, friend 9.")).toBeInTheDocument();
    const info = screen.getByRole("heading", { name: T.taskInformation }).closest("section") as HTMLElement;
    expect(within(info).getByText("3")).toBeInTheDocument();
    expect(screen.getAllByText("Yoruba").length).toBeGreaterThan(0);
    unmount();
    mockApi({});
    renderApp("/task/9");
    expect(await screen.findByText(T.taskNotFound)).toBeInTheDocument();
  });

  it("numbers the first sentence 1 and calls it by the name its row on the assignment has", async () => {
    // As the server sends them: items numbered from 0, each titled with its page's name.
    const first = makeItem(9, { orderIndex: 0, title: T.translationTaskTitle(9) });
    mockApi({
      [`GET ${base}/single-assignment/3`]: { body: { data: makeAssignment(3) } },
      [`GET ${base}/assignment-tasks/3`]: { body: itemsPage([first], 1, false) },
      [`GET ${base}/single-task/9`]: { body: { data: first } },
      [`GET ${base}/task-progress/9`]: { body: { data: makeProgress() } },
    });
    const user = userEvent.setup();
    renderApp("/assignment/3");
    const row = (await screen.findByRole("heading", { level: 3, name: "Translation Task #9" })).closest("li");
    await user.click(within(row as HTMLElement).getByRole("link", { name: `${T.startTask}: Translation Task #9` }));
    expect(await screen.findByRole("heading", { level: 1, name: "Translation Task #9" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain("Translation Task #9"));
    const info = screen.getByRole("heading", { name: T.taskInformation }).closest("section") as HTMLElement;
    expect(within(info).getByText(T.orderIndex).nextSibling).toHaveTextContent(/^1$/);
  });

  it("checks in the spec's order: the text, then the audio; a wrong file is refused at once", async () => {
    const user = userEvent.setup({ applyAccept: false });
    serve();
    renderApp("/task/9");
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole("button", { name: T.submitTask });
    expect(within(dialog).getByText(T.originalText).nextSibling).toHaveTextContent("Good morning, friend 9.");
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(U.needsText);
    await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
    expect(submit).toHaveAccessibleDescription(U.needsAudio);
    await user.upload(within(dialog).getByLabelText(U.orUpload), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(M.audioType);
    expect(submit).toBeDisabled();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.wav", { type: "audio/wav" });
    await user.upload(within(dialog).getByLabelText(U.orUpload), big);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(M.audioTooBig);
    await user.upload(within(dialog).getByLabelText(U.orUpload), audioFile());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).getByText("hello.m4a")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: T.remove }));
    expect(submit).toBeDisabled();
  });

  it("Save draft sends mark_completed=0; Submit Task sends both parts with mark_completed=1 and clears the outbox on 201", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderApp("/task/9");
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
    await user.click(within(dialog).getByRole("button", { name: T.saveDraft }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [draft] = posts(calls);
    expect(draft?.get("mark_completed")).toBe("0");
    expect(draft?.get("translated_text")).toBe("Ẹ káàrọ̀");
    expect(draft?.get("audio_file")).toBeNull();

    dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
    await user.upload(within(dialog).getByLabelText(U.orUpload), audioFile());
    await user.click(await within(dialog).findByRole("button", { name: T.submitTask }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const submitted = posts(calls)[1];
    expect(submitted?.get("mark_completed")).toBe("1");
    expect(submitted?.get("audio_file")).toBeInstanceOf(Blob);
    expect(String(submitted?.get("upload_id"))).toMatch(/^[a-f0-9]{32}$/);
    expect(submitted?.get("upload_id")).not.toBe(draft?.get("upload_id"));
    expect(await pendingSubmission(9)).toBeUndefined();
    // Secondary §4: a submission reloads the task and its progress.
    await waitFor(() => expect(calls.filter((c) => c.url.includes("task-progress/9")).length).toBeGreaterThan(1));
  });

  it("offline: keeps the submission, says so, and sends it again with the same upload_id when the connection returns", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderApp("/task/9");
    const dialog = await openDialog(user);
    const goOnline = dropSubmits();
    await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
    await user.upload(within(dialog).getByLabelText(U.orUpload), audioFile());
    await user.click(await within(dialog).findByRole("button", { name: T.submitTask }));
    expect(await within(dialog).findByText(U.kept)).toBeInTheDocument();
    const kept = await pendingSubmission(9);
    expect(kept?.audio?.size).toBe(2048);
    expect(await screen.findByText(U.pendingOnDevice)).toBeInTheDocument();

    goOnline();
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(async () => expect(await pendingSubmission(9)).toBeUndefined());
    const sent = posts(calls);
    expect(sent.length).toBe(2);
    expect(sent.map((f) => f.get("upload_id"))).toEqual([kept?.uploadId, kept?.uploadId]);
  });

  it("a 4xx answer is shown in the dialog and not retried", async () => {
    const user = userEvent.setup();
    const calls = serve(() => ({ status: 422, body: { message: M.audioTooLong } }));
    renderApp("/task/9");
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(T.translatedText), "Ẹ káàrọ̀");
    await user.upload(within(dialog).getByLabelText(U.orUpload), audioFile());
    await user.click(await within(dialog).findByRole("button", { name: T.submitTask }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(M.audioTooLong);
    expect(await pendingSubmission(9)).toBeUndefined();
    act(() => void window.dispatchEvent(new Event("online")));
    await new Promise((r) => setTimeout(r, 50));
    expect(posts(calls).length).toBe(1);
  });

  it("opening the task page sends what waits for it, with its upload_id", async () => {
    await keepSubmission({
      itemId: 9,
      uploadId: "kept-upload-0001",
      translatedText: "Ẹ káàrọ̀",
      audio: new Blob([new Uint8Array(10)], { type: "audio/webm" }),
      audioName: "recording.webm",
      markCompleted: "1",
      keptAt: Date.now(),
    });
    const calls = serve();
    renderApp("/task/9");
    await waitFor(() => expect(posts(calls).map((f) => f.get("upload_id"))).toEqual(["kept-upload-0001"]));
    await waitFor(async () => expect(await pendingSubmission(9)).toBeUndefined());
  });
});
