import { postFormTexts, postPageTexts } from "@forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));
// Quill needs a real layout engine; a stand-in keeps the form's wiring testable, its button passing files on as the
// editor's image button, paste and drop do.
vi.mock("../components/rich-text-editor.tsx", () => ({
  default: (p: { value: string; onChange: (v: string) => void; label: string; onImages: (f: File[]) => void }) => (
    <>
      <textarea aria-label={p.label} defaultValue={p.value} onChange={(e) => p.onChange(`<p>${e.target.value}</p>`)} />
      <button type="button" onClick={() => p.onImages([new File(["gif"], "a.gif", { type: "image/gif" })])}>
        editor image
      </button>
    </>
  ),
}));

const base = "/forum/api/v1/posts";
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
const stored = "http://localhost/forum/uploads/0123456789abcdef0123456789abcdef.webp";

function serve(post: ReturnType<typeof makePost>) {
  return mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    [`PUT ${base}/${post.uuid}/edit`]: { body: { data: post, uuid: post.uuid, message: postFormTexts.postUpdated } },
    "GET /forum/api/v1/categories": { body: { data: [] } },
  });
}

describe("editing a published post", () => {
  it("shows Edit post only to the author", async () => {
    const post = makePost({ title: "Someone else's" });
    serve(post);
    renderApp(`/post/${post.uuid}`);
    await screen.findByRole("heading", { level: 1, name: "Someone else's" });
    expect(screen.queryByRole("button", { name: postFormTexts.editPost })).toBeNull();
  });

  it("opens the author's post in the form, keeps it published, and saves it with PUT", async () => {
    signIn();
    const post = makePost({
      is_author: true,
      title: "Exam clash",
      content: "<p>Old text</p>",
      tags: ["Zoology", "exam"],
      images: [stored],
      categories: [{ id: 2, name: "Admissions" }],
    });
    const calls = serve(post);
    const user = userEvent.setup();
    const { router } = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postFormTexts.editPost }));
    expect(await screen.findByRole("heading", { name: postFormTexts.editPostTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/post/new");
    expect(screen.getByLabelText("Title")).toHaveValue("Exam clash");
    expect(screen.getByLabelText("Tags (separated by commas)")).toHaveValue("Zoology, exam");
    expect(screen.getByRole("button", { name: "Remove category Admissions" })).toBeInTheDocument();
    expect(screen.getByAltText("Attachment 1")).toHaveAttribute("src", stored);
    // A live post is not sent back to drafts; its button says what it does.
    expect(screen.queryByRole("button", { name: postFormTexts.saveDraft })).toBeNull();
    expect(screen.queryByRole("button", { name: postFormTexts.create })).toBeNull();
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Exam clash (solved)");
    await user.click(screen.getByRole("button", { name: "editor image" }));
    await waitFor(() => expect(screen.getByAltText("Attachment 2")).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: postFormTexts.update }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post.uuid}`));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      uuid: post.uuid,
      title: "Exam clash (solved)",
      content: "<p>Old text</p>",
      category_id: [2],
      tags: ["Zoology", "exam"],
      type: "post",
      status: "published",
    });
    const images = (put?.body as { images?: string[] } | undefined)?.images ?? [];
    expect(images[0]).toBe(stored);
    expect(images[1]).toMatch(/^data:image\/gif;base64,/);
    expect(notified.success).toHaveBeenCalledWith(postFormTexts.postUpdated);
    // The form was replaced in history: Back from the saved post does not reopen it.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("edits a comment in its thread: no title or categories, sent as a comment of its parent", async () => {
    signIn();
    const parent = makePost({ id: 2 });
    const comment = makePost({
      id: 5,
      type: "comment",
      title: null,
      is_author: true,
      parent_uuid: parent.uuid,
      parent: { uuid: parent.uuid, title: parent.title },
      content: "<p>My answer</p>",
    });
    const calls = serve(comment);
    const user = userEvent.setup();
    const { router } = renderApp(`/post/${comment.uuid}`);
    await user.click(await screen.findByRole("button", { name: postFormTexts.editPost }));
    await screen.findByRole("heading", { name: postFormTexts.editPostTitle });
    expect(router.state.location.search).toBe(`?thread=${parent.uuid}`);
    expect(screen.queryByLabelText("Title")).toBeNull();
    expect(screen.queryByRole("button", { name: "Choose categories" })).toBeNull();
    expect(screen.queryByLabelText("Tags (separated by commas)")).toBeNull();
    await user.type(screen.getByLabelText("Post content"), " and more");
    await user.click(screen.getByRole("button", { name: postFormTexts.update }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      uuid: comment.uuid,
      type: "comment",
      parent_uuid: parent.uuid,
      status: "published",
    });
  });

  it("keeps the delete action beside edit for the author", async () => {
    signIn();
    const post = makePost({ is_author: true });
    serve(post);
    renderApp(`/post/${post.uuid}`);
    expect(await screen.findByRole("button", { name: postFormTexts.editPost })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: postPageTexts.delete })).toBeInTheDocument();
  });
});

describe("image slots", () => {
  it("take picked files up to 4, refuse what is not a picture, and free a slot on remove", async () => {
    signIn();
    mockApi({ "GET /forum/api/v1/categories": { body: { data: [] } } });
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/post/new");
    const png = (name: string) => new File(["png"], name, { type: "image/png" });
    await user.upload(await screen.findByLabelText(postFormTexts.addImage), [png("a.png"), png("b.png")]);
    expect(await screen.findByAltText("Attachment 2")).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(postFormTexts.addImage),
      new File(["%PDF"], "n.pdf", { type: "application/pdf" }),
    );
    expect(notified.error).toHaveBeenCalledWith(postFormTexts.imageType);
    await user.upload(screen.getByLabelText(postFormTexts.addImage), [png("c.png"), png("d.png"), png("e.png")]);
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(postFormTexts.tooManyImages));
    // The warning is raised while the images are set, possibly before React commits them.
    expect(await screen.findByText("Images (4/4)")).toBeInTheDocument();
    expect(screen.queryByLabelText(postFormTexts.addImage)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(screen.getByText("Images (3/4)")).toBeInTheDocument();
    expect(screen.getByLabelText(postFormTexts.addImage)).toBeInTheDocument();
  });
});
