import { authTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

/** Asks for a reset code and, while the answer is held, the page goes away (another page opened); then it lands. */
async function requestThenLeave(answer: { status?: number; body: unknown }) {
  vi.clearAllMocks();
  mockApi({ "PUT /api/auth/reset": answer });
  const release = holdCalls("PUT");
  const user = userEvent.setup();
  const view = renderApp("/forgot-password");
  await user.type(await screen.findByLabelText(authTexts.emailAddress), "ada@uni.edu");
  await user.click(screen.getByRole("button", { name: authTexts.forgotPassword.send }));
  await waitFor(() => expect(screen.getByRole("button", { name: authTexts.processing })).toBeDisabled());
  view.unmount();
  release();
}

describe("/forgot-password", () => {
  it("says the code was sent when the answer lands after the page was left", async () => {
    await requestThenLeave({ body: { message: "A reset code was sent to your e-mail." } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith("A reset code was sent to your e-mail."));
  });

  it("tells a refusal as a toast when it lands after the page was left", async () => {
    await requestThenLeave({ status: 404, body: { message: "No account uses this e-mail." } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith("No account uses this e-mail."));
  });

  it("goes on to the code page, and says the code was sent, once", async () => {
    vi.clearAllMocks();
    mockApi({ "PUT /api/auth/reset": { body: { message: "A reset code was sent to your e-mail." } } });
    const user = userEvent.setup();
    const { router } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText(authTexts.emailAddress), "ada@uni.edu");
    await user.click(screen.getByRole("button", { name: authTexts.forgotPassword.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-password-reset"));
    expect(notified.success).toHaveBeenCalledTimes(1);
  });
});
