import { authMessages, authTexts } from "@forum/contract/texts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const verify = "POST /api/v2/auth/verify-email-token";

/** Enters the code; the answer is held until the returned `release`. */
async function sendCode(answer: { status?: number; body: unknown }) {
  vi.clearAllMocks();
  mockApi({ [verify]: answer });
  const release = holdCalls("POST");
  const user = userEvent.setup();
  const view = renderApp("/verify-token?email=ada%40uni.edu");
  await user.type(await screen.findByLabelText("Digit 1 of 6"), "123456");
  await user.click(screen.getByRole("button", { name: authTexts.code.verify }));
  await waitFor(() => expect(screen.getByRole("button", { name: authTexts.code.verifying })).toBeDisabled());
  return { view, release };
}

describe("/verify-token", () => {
  it("says the e-mail was verified when the answer lands after the page was left", async () => {
    const { view, release } = await sendCode({ body: { data: {}, message: authMessages.emailVerified } });
    view.unmount();
    release();
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(authMessages.emailVerified));
  });

  it("tells a refused code as a toast when it lands after the page was left", async () => {
    const { view, release } = await sendCode({ status: 422, body: { message: authMessages.invalidCode } });
    view.unmount();
    release();
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(authMessages.invalidCode));
  });

  it("shows a refused code in place and as one toast while the page is shown", async () => {
    const { release } = await sendCode({ status: 422, body: { message: authMessages.invalidCode } });
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.invalidCode);
    expect(notified.error).toHaveBeenCalledTimes(1);
  });
});
