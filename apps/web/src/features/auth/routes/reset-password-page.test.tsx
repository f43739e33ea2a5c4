import { authMessages, authTexts } from "@forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const linkToken = "Zm9yLXRoZS1yZXNldC1saW5rLW9mLXRoZS1tYWlsLTMyYg";

/** Opens the page as the reset mail's link does, and fills in the spec's form. */
async function openFromLink() {
  const user = userEvent.setup();
  const view = renderApp(`/reset-password#token=${linkToken}`);
  await screen.findByRole("heading", { name: "Reset Password" });
  await user.type(screen.getByLabelText("New Password"), "newpass1");
  await user.type(screen.getByLabelText("Confirm New Password"), "newpass1");
  return { user, ...view };
}

describe("/reset-password opened from the reset mail's link", () => {
  it("shows the new-password form at once, with the token moved out of the address, and sets the password", async () => {
    const calls = mockApi({ "PUT /api/auth/user-password": { body: { message: authMessages.passwordUpdated } } });
    const { user, router } = await openFromLink();
    // The token left the address bar and the history entry (replaced), as the code's path never puts it there.
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(router.state.location.hash).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
    // No code step: nothing was called before the form was sent.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "New Password Set" });
    expect(router.state.location.pathname).toBe("/auth-success");
    expect(calls.map((c) => [c.method, c.url.replace(/^https?:\/\/[^/]+/, ""), c.body])).toEqual([
      ["PUT", "/api/auth/user-password", { token: linkToken, password: "newpass1", confirmPassword: "newpass1" }],
    ]);
  });

  it("shows the server's message for a used or expired link, and stays on the form", async () => {
    const text = authMessages.invalidResetToken;
    mockApi({
      "PUT /api/auth/user-password": { status: 422, body: { message: text, error: { token: [text] } } },
    });
    const { user, router } = await openFromLink();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
  });

  it("checks the form before sending, as on the code's path", async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderApp(`/reset-password#token=${linkToken}`);
    await user.type(await screen.findByLabelText("New Password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm New Password"), "other-1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.validation.passwordsDoNotMatch);
    expect(calls).toEqual([]);
  });

  it("an empty token in the link is no token: to /forgot-password with the spec's message", async () => {
    const { router } = renderApp("/reset-password#token=");
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    expect(await screen.findByRole("alert")).toHaveTextContent(authTexts.resetAccessDenied);
  });

  /** Sends the new password and, while the answer is held, the page goes away (another page opened); then it lands. */
  async function setThenLeave(answer: { status?: number; body: unknown }) {
    vi.clearAllMocks();
    mockApi({ "PUT /api/auth/user-password": answer });
    const release = holdCalls("PUT");
    const { user, unmount } = await openFromLink();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("button", { name: authTexts.processing })).toBeDisabled());
    unmount();
    release();
  }

  it("says the password was set when the answer lands after the page was left", async () => {
    await setThenLeave({ body: { message: authMessages.passwordUpdated } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(authMessages.passwordUpdated));
  });

  it("tells a refusal as a toast when it lands after the page was left", async () => {
    await setThenLeave({ status: 422, body: { message: authMessages.invalidResetToken } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(authMessages.invalidResetToken));
  });
});
