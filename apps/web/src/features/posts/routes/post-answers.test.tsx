import { acceptedAnswerLabel, answerTexts, replySortTexts, solvedLabel } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, pageOf, withReplies } from "../fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const base = "/forum/api/v1/posts";
const signIn = (userId = 7) =>
  sessionStore.set({
    token: "t.e.st",
    user: { user_id: userId, sub: String(userId), email: "a@b.co", ver: 1, iat: 0, exp: 4e9 },
  });
afterEach(() => localStorage.clear());

const question = makePost({ id: 1, title: "How do I integrate by parts?", solved: true, is_author: true });
const answer = makePost({ id: 9, type: "comment", title: null, content: "<p>Use LIATE.</p>", accepted: true });
const other = makePost({ id: 10, type: "comment", title: null, content: "<p>Guess.</p>" });

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${base}/${question.uuid}`]: { body: { data: withReplies(question, [answer, other]) } },
    [`GET ${base}/${question.id}/similar`]: { body: { data: [] } },
    ...extra,
  });
}
const sortsAsked = (calls: { url: string }[]) =>
  calls
    // The post's own address only (not its watch level, asked beside it).
    .filter((c) => c.url.split("?")[0] === `${base}/${question.uuid}`)
    .map((c) => new URL(c.url, "http://x").searchParams.get("sort"));

describe("accepted answers on the post page", () => {
  it("marks the question Solved and its accepted answer with a label and a check, not colour alone", async () => {
    // As a guest reads it: not the author.
    serve({
      [`GET ${base}/${question.uuid}`]: {
        body: { data: withReplies({ ...question, is_author: false }, [answer, other]) },
      },
    });
    renderApp(`/post/${question.uuid}`);
    const article = (await screen.findByText("Use LIATE.")).closest("article")!;
    expect((await within(article).findByText(acceptedAnswerLabel)).textContent).toBe(`✓${acceptedAnswerLabel}`);
    // The badge: a check and the word (not colour alone).
    expect(screen.getAllByText(solvedLabel).map((b) => b.textContent)).toEqual([`✓${solvedLabel}`]);
    // A guest gets no accept controls.
    expect(screen.queryByRole("button", { name: answerTexts.accept })).toBeNull();
  });

  it("sorts Best by default and remembers another order per student, guests apart", async () => {
    signIn(7);
    const calls = serve();
    const first = renderApp(`/post/${question.uuid}`);
    const select = await screen.findByRole("combobox", { name: replySortTexts.label });
    expect(select).toHaveValue("best");
    await userEvent.selectOptions(select, "oldest");
    await waitFor(() => expect(sortsAsked(calls)).toContain("oldest"));
    first.unmount();

    const again = serve();
    const second = renderApp(`/post/${question.uuid}`);
    expect(await screen.findByRole("combobox", { name: replySortTexts.label })).toHaveValue("oldest");
    await waitFor(() => expect(sortsAsked(again)).toEqual(["oldest"]));
    second.unmount();

    sessionStore.clear();
    serve();
    renderApp(`/post/${question.uuid}`);
    expect(await screen.findByRole("combobox", { name: replySortTexts.label })).toHaveValue("best");
  });

  it("lets the question's author accept a reply (busy while it runs) and undo the accepted one", async () => {
    signIn(7);
    const calls = serve({
      [`POST ${base}/${question.uuid}/accept`]: { body: { data: question, message: "The answer was accepted." } },
      [`DELETE ${base}/${question.uuid}/accept`]: { status: 500, body: { message: "boom" } },
    });
    const release = holdCalls("POST");
    renderApp(`/post/${question.uuid}`);
    const guess = (await screen.findByText("Guess.")).closest("article")!;
    const accept = await within(guess).findByRole("button", { name: answerTexts.accept });
    await userEvent.click(accept);
    expect(await within(guess).findByRole("button", { name: answerTexts.accepting })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/accept"))?.body).toEqual({
        reply_uuid: other.uuid,
      }),
    );
    const liate = screen.getByText("Use LIATE.").closest("article")!;
    await userEvent.click(await within(liate).findByRole("button", { name: answerTexts.undo }));
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("boom"));
  });
});

describe("Solved and the answer filters in lists", () => {
  it("shows Solved on a solved card and keeps ?filter= as a removable chip", async () => {
    const calls = mockApi({
      "GET /forum/api/v1/posts": {
        body: pageOf([makePost({ id: 3, title: "Solved one", solved: true }), makePost({ id: 4, title: "Open one" })]),
      },
    });
    const { router } = renderApp("/?filter=unsolved");
    const solvedCard = (await screen.findByRole("link", { name: "Solved one" })).closest("article")!;
    expect(within(solvedCard).getByText(solvedLabel)).toBeInTheDocument();
    const open = screen.getByRole("link", { name: "Open one" }).closest("article")!;
    expect(within(open).queryByText(solvedLabel)).toBeNull();
    expect(calls.find((c) => c.url.startsWith("/forum/api/v1/posts"))?.url).toContain("filter=unsolved");
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("unsolved");

    await userEvent.click(screen.getByRole("button", { name: "Remove filter Unsolved" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Show" }), "solved");
    await waitFor(() => expect(router.state.location.search).toBe("?filter=solved"));
    await waitFor(() => expect(calls.some((c) => c.url.includes("filter=solved"))).toBe(true));
  });
});
