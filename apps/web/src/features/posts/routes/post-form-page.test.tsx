import { contentMessages, draftTexts, limits, postFormTexts, throttleMessages } from "@forum/contract";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));
// Quill needs a real layout engine; the form's rules are tested against a plain stand-in.
vi.mock("../components/rich-text-editor.tsx", () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
    <textarea
      aria-label={label}
      defaultValue={value}
      onChange={(e) => onChange(e.target.value ? `<p>${e.target.value}</p>` : "<p></p>")}
    />
  ),
}));

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
const cats = [
  { id: 1, name: "Academics" },
  { id: 2, name: "Admissions" },
  { id: 3, name: "Scholarships" },
  { id: 4, name: "Campus Life" },
];

describe("/post/new", () => {
  it("sends guests to login", async () => {
    const { router } = renderApp("/post/new");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("keeps the buttons disabled until title and content are there, then publishes and opens the post", async () => {
    signIn();
    const calls = mockApi({
      "GET /forum/api/v1/categories": (_b) => ({ body: { data: cats } }),
      "POST /forum/api/v1/posts": { status: 201, body: { data: makePost({ uuid: "new-uuid" }), uuid: "new-uuid" } },
      "GET /forum/api/v1/posts/new-uuid": { status: 404, body: { message: "Not found." } },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/post/new");
    expect(await screen.findByRole("heading", { name: postFormTexts.createTitle })).toBeInTheDocument();
    const create = screen.getByRole("button", { name: postFormTexts.create });
    const draft = screen.getByRole("button", { name: postFormTexts.saveDraft });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "Exam clash");
    expect(create).toBeDisabled();
    expect(screen.getByText("10/150")).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Post content"), "Who do I write to?");
    expect(create).toBeEnabled();
    expect(draft).toBeEnabled();
    await user.type(screen.getByLabelText("Tags (separated by commas)"), " exams, , 200L ,Exams");
    await user.click(screen.getByRole("checkbox", { name: postFormTexts.anonymous }));
    await user.click(screen.getByRole("button", { name: "Choose categories" }));
    await user.click(await screen.findByRole("button", { name: "Academics" }));
    await user.click(screen.getByRole("button", { name: "Admissions" }));
    await user.click(screen.getByRole("button", { name: "Admissions" }));
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe("/post/new-uuid"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "Exam clash",
      content: "<p>Who do I write to?</p>",
      images: [],
      category_id: [1, 2],
      tags: ["exams", "200L"],
      anonymous: true,
      type: "post",
      parent_uuid: null,
      status: "published",
    });
    expect(notified.success).toHaveBeenCalledWith(postFormTexts.postCreated);
  });

  it("allows three categories at most and says so for 3 s; No Category matches your search.", async () => {
    signIn();
    mockApi({
      "GET /forum/api/v1/categories": { body: { data: cats } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp("/post/new");
    await user.click(await screen.findByRole("button", { name: "Choose categories" }));
    for (const name of ["Academics", "Admissions", "Scholarships", "Campus Life"]) {
      await user.click(await screen.findByRole("button", { name }));
    }
    expect(screen.getByRole("alert")).toHaveTextContent(postFormTexts.categoryLimit);
    expect(screen.queryByRole("button", { name: "Remove category Campus Life" })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(postFormTexts.categoryLimit)).toBeNull();
    mockApi({ "GET /forum/api/v1/categories": { body: { data: [] } } });
    await user.type(screen.getByRole("searchbox", { name: "Search categories" }), "zzz");
    expect(await screen.findByText(postFormTexts.noCategoryMatch)).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("searchbox", { name: "Search categories" })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60);
    });
    expect(screen.queryByRole("searchbox", { name: "Search categories" })).toBeNull();
  });

  it("counts the content's text as n/20000 and refuses to save past it, with the server's message", async () => {
    signIn();
    const calls = mockApi({ "GET /forum/api/v1/categories": { body: { data: cats } } });
    const user = userEvent.setup();
    renderApp("/post/new");
    await user.type(await screen.findByLabelText("Title"), "Long notes");
    const editor = await screen.findByLabelText("Post content");
    expect(screen.getByText(`0/${limits.contentTextMax}`)).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: "x".repeat(limits.contentTextMax + 1) } });
    expect(await screen.findByText("20001/20000")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(contentMessages.textTooLong);
    const create = screen.getByRole("button", { name: postFormTexts.create });
    expect(create).toBeDisabled();
    expect(screen.getByRole("button", { name: postFormTexts.saveDraft })).toBeDisabled();
    await user.click(create);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(editor, { target: { value: "x".repeat(limits.contentTextMax) } });
    expect(await screen.findByText("20000/20000")).toBeInTheDocument();
    expect(create).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("turns into a comment with ?thread= and saves drafts to /drafts", async () => {
    signIn();
    const calls = mockApi({
      "POST /forum/api/v1/posts": { status: 201, body: { data: makePost(), uuid: "d1" } },
      "GET /forum/api/v1/posts": { body: pageOf([]) },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/post/new?thread=11111111-1111-4111-8111-111111111111");
    await user.type(await screen.findByLabelText("Post content"), "My answer");
    expect(screen.queryByLabelText("Title")).toBeNull();
    await user.click(screen.getByRole("button", { name: postFormTexts.saveDraft }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/drafts"));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      type: "comment",
      parent_uuid: "11111111-1111-4111-8111-111111111111",
      status: "draft",
    });
    expect(notified.success).toHaveBeenCalledWith(postFormTexts.draftSaved);
  });

  it("shows the server's message when saving fails", async () => {
    signIn();
    mockApi({
      "POST /forum/api/v1/posts": { status: 422, body: { message: "Too long.", error: { title: ["Too long."] } } },
    });
    const user = userEvent.setup();
    renderApp("/post/new");
    await user.type(await screen.findByLabelText("Title"), "T");
    await user.type(await screen.findByLabelText("Post content"), "C");
    await user.click(screen.getByRole("button", { name: postFormTexts.create }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent("Too long.");
  });

  /** Fills the form, presses Create and, while the answer is held, leaves for the drafts; then lets it arrive. */
  async function createThenLeave(answer: { status: number; body: unknown }) {
    signIn();
    vi.clearAllMocks();
    mockApi({ "POST /forum/api/v1/posts": answer, "GET /forum/api/v1/posts": { body: pageOf([]) } });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const { router } = renderApp("/post/new");
    await user.type(await screen.findByLabelText("Title"), "Exam clash");
    await user.type(await screen.findByLabelText("Post content"), "Who do I write to?");
    await user.click(screen.getByRole("button", { name: postFormTexts.create }));
    await user.click(screen.getByRole("link", { name: postFormTexts.viewDrafts }));
    // A move is a transition: the form stays until the drafts page can show, and only then is it gone.
    expect(await screen.findByRole("heading", { level: 1, name: "Drafts" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).toBeNull();
    release();
    return router;
  }

  it("says the post was created when it lands after the form was left, and keeps the student where they went", async () => {
    const router = await createThenLeave({
      status: 201,
      body: { data: makePost({ uuid: "new-uuid" }), uuid: "new-uuid" },
    });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(postFormTexts.postCreated));
    expect(router.state.location.pathname).toBe("/drafts");
  });

  it("tells a refusal that lands after the form was left as a toast (its dialog went with the form)", async () => {
    await createThenLeave({ status: 422, body: { message: "Too long.", error: { title: ["Too long."] } } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("Too long."));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says how long to wait when the student posts too fast (429), and keeps what they wrote", async () => {
    signIn();
    const wait = throttleMessages.post(27);
    mockApi({
      "POST /forum/api/v1/posts": { status: 429, body: { message: wait, error: "too_many_requests" } },
    });
    const user = userEvent.setup();
    renderApp("/post/new");
    await user.type(await screen.findByLabelText("Title"), "Hostel water");
    await user.type(await screen.findByLabelText("Post content"), "Any news?");
    await user.click(screen.getByRole("button", { name: postFormTexts.create }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(wait);
    expect(screen.getByLabelText("Title")).toHaveValue("Hostel water");
  });
});

describe("/drafts", () => {
  it("lists drafts with count, excerpt and Last edited; opens one into the editor; deletes after confirming", async () => {
    signIn();
    const d = makePost({
      id: 40,
      title: "Half-written",
      status: "draft",
      content: "<p>Some thoughts</p>",
      categories: [{ id: 2, name: "Admissions" }],
      updated_at: "2026-11-20T10:00:00Z",
    });
    const calls = mockApi({
      "GET /forum/api/v1/posts": { body: { ...pageOf([d]), total: 1 } },
      "DELETE /forum/api/v1/posts/40/delete": { status: 500, body: { message: "boom" } },
      "PUT /forum/api/v1/posts/00000000-0000-4000-8000-000000000040/edit": {
        body: { data: d, uuid: d.uuid },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/drafts");
    expect(await screen.findByText(draftTexts.count(1))).toBeInTheDocument();
    // The bell's own call may go first on a busy machine: the drafts are the feed call asking for status=draft.
    const listCalls = calls.filter((c) => c.method === "GET" && c.url.startsWith("/forum/api/v1/posts"));
    expect(listCalls.map((c) => c.url)).toEqual([expect.stringContaining("status=draft")]);
    expect(screen.getByText("Some thoughts")).toBeInTheDocument();
    expect(screen.getByText(draftTexts.lastEdited, { exact: false })).toHaveTextContent("Nov 20, 2026");
    await user.click(screen.getByRole("button", { name: "Delete draft Half-written" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(draftTexts.deleteConfirm);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(draftTexts.deleteFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.click(screen.getByRole("link", { name: "Half-written" }));
    expect(await screen.findByRole("heading", { name: postFormTexts.editTitle })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Half-written");
    expect(screen.getByRole("button", { name: "Remove category Admissions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: postFormTexts.saveDraft }));
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(postFormTexts.draftUpdated));
    expect(calls.some((c) => c.method === "PUT")).toBe(true);
    // The move back to the list is a transition: it may land a moment after the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe("/drafts"));
  });
});
