import { askOnceTexts, duplicateMessages, duplicateTexts } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const base = "/forum/api/v1/posts";
const signIn = (isAdmin: boolean) =>
  sessionStore.set({
    token: "t.e.st",
    user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9, is_admin: isAdmin },
  });
const original = makePost({ id: 2, title: "When is the exam timetable out?" });
const copy = makePost({ id: 3, title: "Exam timetable date?" });
const closed = { ...copy, duplicate_of: { uuid: original.uuid, title: original.title } };

function serve(post = copy, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    [`GET ${base}/suggest`]: {
      body: {
        data: [copy, original].map((p) => ({
          uuid: p.uuid,
          title: p.title,
          replies_count: 0,
          solved: false,
          created_at: p.created_at,
        })),
      },
    },
    [`POST ${base}/${post.uuid}/duplicate`]: { body: { data: closed } },
    [`DELETE ${base}/${post.uuid}/duplicate`]: { body: { data: copy } },
    ...overrides,
  });
}

describe("a question closed as a duplicate", () => {
  it("shows the banner with a link to the original, and a note instead of the reply box", async () => {
    signIn(false);
    serve(closed);
    renderApp(`/post/${copy.uuid}`);
    const banner = await screen.findByRole("note");
    expect(banner).toHaveTextContent(`${duplicateTexts.closedAs} ${original.title}`);
    expect(within(banner).getByRole("link", { name: original.title! }).getAttribute("href")).toMatch(
      new RegExp(`/post/${original.uuid}$`),
    );
    expect(screen.getByText(duplicateTexts.closed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    // Students have no close or reopen.
    expect(screen.queryByRole("button", { name: askOnceTexts.reopenAction })).toBeNull();
  });

  it("lets an admin find the original by title (never the question itself) and close it", async () => {
    signIn(true);
    const calls = serve();
    const user = userEvent.setup();
    renderApp(`/post/${copy.uuid}`);
    await screen.findByRole("heading", { level: 1, name: copy.title! });
    expect(screen.getByRole("button", { name: "Reply" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: askOnceTexts.closeAction }));
    const dialog = await screen.findByRole("dialog", { name: askOnceTexts.dialogTitle });
    expect(within(dialog).getByLabelText(askOnceTexts.findLabel)).toHaveValue(copy.title);
    const choices = await within(dialog).findAllByRole("button", { name: askOnceTexts.choose });
    expect(choices).toHaveLength(1);
    expect(within(dialog).getByText(original.title!)).toBeInTheDocument();
    await user.click(choices[0]!);
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(askOnceTexts.closedDone));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ of: original.uuid });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes a pasted link, and shows the server's refusal in the dialog", async () => {
    signIn(true);
    const refusal = { status: 422, body: { message: duplicateMessages.loop, error: { of: [duplicateMessages.loop] } } };
    const calls = serve(copy, { [`POST ${base}/${copy.uuid}/duplicate`]: refusal });
    const user = userEvent.setup();
    renderApp(`/post/${copy.uuid}`);
    await user.click(await screen.findByRole("button", { name: askOnceTexts.closeAction }));
    const field = await screen.findByLabelText(askOnceTexts.findLabel);
    await user.clear(field);
    await user.type(field, `https://forum.example/forum/post/${original.uuid}`);
    await user.click(screen.getByRole("button", { name: askOnceTexts.choose }));
    expect(await screen.findByRole("alert")).toHaveTextContent(duplicateMessages.loop);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ of: original.uuid });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("lets an admin reopen it", async () => {
    signIn(true);
    const calls = serve(closed);
    const user = userEvent.setup();
    renderApp(`/post/${copy.uuid}`);
    await user.click(await screen.findByRole("button", { name: askOnceTexts.reopenAction }));
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(askOnceTexts.reopenedDone));
    expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith(`/posts/${copy.uuid}/duplicate`))).toBe(true);
  });
});
