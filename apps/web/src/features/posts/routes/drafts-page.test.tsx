import { draftTexts } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

describe("/drafts", () => {
  it("with no drafts says so under the count, and links to writing a post", async () => {
    signIn();
    mockApi({ "GET /forum/api/v1/posts": { body: { ...pageOf([]), total: 0 } } });
    renderApp("/drafts");
    expect(await screen.findByText(draftTexts.none)).toBeInTheDocument();
    expect(screen.getByText("0 drafts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: draftTexts.writePost })).toHaveAttribute("href", "/post/new");
  });

  it("with drafts lists them, without the empty state", async () => {
    signIn();
    mockApi({
      "GET /forum/api/v1/posts": { body: pageOf([makePost({ status: "draft", title: "Half done" })]) },
    });
    renderApp("/drafts");
    expect(await screen.findByRole("link", { name: "Half done" })).toBeInTheDocument();
    expect(screen.queryByText(draftTexts.none)).toBeNull();
  });

  it("tells a refused delete as a toast when it lands after the drafts page was left", async () => {
    signIn();
    const draft = makePost({ id: 12, status: "draft", title: "Half done" });
    mockApi({
      "GET /forum/api/v1/posts": { body: pageOf([draft]) },
      "DELETE /forum/api/v1/posts/12/delete": { status: 500, body: { message: "boom" } },
    });
    const release = holdCalls("DELETE");
    const user = userEvent.setup();
    const view = renderApp("/drafts");
    await user.click(await screen.findByRole("button", { name: "Delete draft Half done" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Delete" })).toBeDisabled());
    view.unmount();
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(draftTexts.deleteFailed));
  });
});
