import { askOnceTexts } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

vi.mock("../components/rich-text-editor.tsx", () => ({ default: () => <textarea aria-label="Post content" /> }));

const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
const suggestion = (n: number, solved = false) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  title: `Exam timetable question ${n}`,
  replies_count: n,
  solved,
  created_at: "2026-01-05T12:00:00.000Z",
});

/** Answers the suggestions by the `q` asked; anything else 404s (categories are not needed here). */
function serve(answers: (q: string) => ReturnType<typeof suggestion>[]) {
  return mockApi({
    "GET /forum/api/v1/posts/suggest": (_body, url) => ({
      body: { data: answers(new URL(url, "http://x").searchParams.get("q") ?? "") },
    }),
  });
}

/** Holds the answer to the suggestions for `q` until released. */
function holdSuggestion(q: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), "http://x").searchParams.get("q") === q) await gate;
    return answer(input, init);
  });
  return release;
}
const asks = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes("/posts/suggest")).map((c) => new URL(c.url, "http://x").searchParams.get("q"));

describe("Already asked? under the title on /post/new", () => {
  it("asks once the title rests, and lists the questions as links to a new tab with replies and Solved", async () => {
    signIn();
    const calls = serve(() => [suggestion(1, true), suggestion(2)]);
    const user = userEvent.setup();
    renderApp("/post/new");
    const title = await screen.findByLabelText("Title");
    await user.type(title, "Exam timetable");
    const list = await screen.findByRole("region", { name: askOnceTexts.suggestionsHeading });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute("href")).toMatch(new RegExp(`/post/${suggestion(1).uuid}$`));
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveTextContent("Exam timetable question 1");
    expect(within(links[0]!).getByText(askOnceTexts.solved)).toBeInTheDocument();
    expect(within(links[0]!).getByText("1 reply")).toBeInTheDocument();
    expect(within(links[1]!).queryByText(askOnceTexts.solved)).toBeNull();
    expect(within(links[1]!).getByText("2 replies")).toBeInTheDocument();
    // Typed in one go: one call with the whole title, not one a keystroke.
    expect(asks(calls)).toEqual(["Exam timetable"]);
    expect(title).toHaveValue("Exam timetable");
  });

  it("keeps the last list while the next loads, and hides it under 3 characters or with no match", async () => {
    signIn();
    serve((q) => (q.startsWith("Exam") ? [suggestion(q.length)] : []));
    const release = holdSuggestion("Exam timetable 200L");
    const user = userEvent.setup();
    renderApp("/post/new");
    const title = await screen.findByLabelText("Title");
    await user.type(title, "Exam timetable");
    const list = await screen.findByRole("region", { name: askOnceTexts.suggestionsHeading });
    expect(within(list).getByRole("link")).toHaveTextContent("question 14");
    await user.type(title, " 200L");
    // While the next answer is held, the first stays (marked busy), and typing goes on.
    await waitFor(() => expect(list).toHaveAttribute("aria-busy", "true"));
    expect(within(list).getByRole("link")).toHaveTextContent("question 14");
    release();
    await waitFor(() => expect(within(list).getByRole("link")).toHaveTextContent("question 19"));

    await user.clear(title);
    await user.type(title, "Ex");
    await waitFor(() => expect(screen.queryByRole("region", { name: askOnceTexts.suggestionsHeading })).toBeNull());
    await user.type(title, "tra credits");
    await waitFor(() => expect(screen.queryByRole("region", { name: askOnceTexts.suggestionsHeading })).toBeNull());
  });
});
