import { postPageTexts, reportTexts, throttleMessages } from "@forum/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { makePost, withReplies } from "../../posts/fixtures.ts";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const base = "/forum/api/v1/posts";
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 7, sub: "7", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

/** A post's page to report from, and the report calls. */
function serve(post = makePost(), overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${base}/${post.uuid}`]: { body: { data: withReplies(post, []) } },
    [`GET ${base}/${post.id}/similar`]: { body: { data: [] } },
    "GET /forum/api/v1/report-reasons": {
      body: {
        data: [
          { id: 1, name: "Spam", description: "Ads" },
          { id: 2, name: "Harassment", description: "Insults" },
        ],
      },
    },
    "POST /forum/api/v1/report-reasons": { status: 201, body: { message: "Thanks, we will look at it." } },
    ...overrides,
  });
}

// Reporting a post from its page: the dialog is loaded on first use (post-page.tsx imports it lazily).
describe("the report dialog", () => {
  it("reports: reasons in an autoplaying carousel, Submit disabled until one is chosen, then confirm", async () => {
    signIn();
    const post = makePost();
    const calls = serve(post);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postPageTexts.flag }));
    const dialog = await screen.findByRole("dialog", { name: reportTexts.title });
    const submit = within(dialog).getByRole("button", { name: reportTexts.submit });
    expect(submit).toBeDisabled();
    const slides = await within(dialog).findAllByRole("listitem");
    expect(slides[0]).toHaveAttribute("aria-current", "true");
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(slides[1]).toHaveAttribute("aria-current", "true");
    await user.click(within(dialog).getByRole("checkbox", { name: /Spam/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Harassment/ }));
    expect(within(dialog).getByRole("link", { name: "Community Guidelines" })).toHaveAttribute(
      "href",
      "/community-guidelines",
    );
    await user.click(submit);
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent(reportTexts.confirm);
    await user.click(within(confirm).getByRole("button", { name: "Yes, report" }));
    expect(await screen.findByText("Thanks, we will look at it.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.url.endsWith("/report-reasons"))?.body).toEqual({
      post_id: post.id,
      report_reasons: [1, 2],
    });
  });

  it("says how long to wait when the student is reporting too fast (429)", async () => {
    signIn();
    const post = makePost();
    const tooFast = throttleMessages.report(95);
    serve(post, {
      "POST /forum/api/v1/report-reasons": {
        status: 429,
        body: { message: tooFast, error: "too_many_requests" },
      },
    });
    const user = userEvent.setup();
    renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postPageTexts.flag }));
    const dialog = await screen.findByRole("dialog", { name: reportTexts.title });
    await user.click(await within(dialog).findByRole("checkbox", { name: /Spam/ }));
    await user.click(within(dialog).getByRole("button", { name: reportTexts.submit }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, report" }));
    expect(await screen.findByText(tooFast)).toBeInTheDocument();
  });

  /** Reports the post and, while the answer is held, the page goes away (Back pressed); then the answer lands. */
  async function reportThenLeave(answer: { status?: number; body: unknown }) {
    signIn();
    vi.clearAllMocks();
    const post = makePost();
    serve(post, { "POST /forum/api/v1/report-reasons": answer });
    const release = holdCalls("POST");
    const user = userEvent.setup();
    const view = renderApp(`/post/${post.uuid}`);
    await user.click(await screen.findByRole("button", { name: postPageTexts.flag }));
    const dialog = await screen.findByRole("dialog", { name: reportTexts.title });
    await user.click(await within(dialog).findByRole("checkbox", { name: /Spam/ }));
    await user.click(within(dialog).getByRole("button", { name: reportTexts.submit }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Yes, report" }));
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Yes, report" })).toBeDisabled());
    view.unmount();
    release();
  }

  it("says the report was received when the answer lands after the post was left", async () => {
    await reportThenLeave({ status: 201, body: { message: "Thanks, we will look at it." } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("Thanks, we will look at it."));
  });

  it("tells a refused report as a toast when it lands after the post (and the dialog) went away", async () => {
    const tooFast = throttleMessages.report(95);
    await reportThenLeave({ status: 429, body: { message: tooFast, error: "too_many_requests" } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(tooFast));
  });
});
