import { authMessages, authTexts } from "@forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { holdCalls } from "../../../test/hold-calls.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const notified = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock("../../../lib/notify.ts", () => ({ notify: notified }));

const config = { "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } };

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  const view = renderApp("/signup");
  await screen.findByRole("heading", { name: "Sign up" });
  await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Sign up" }));
  return { user, ...view };
}

describe("/signup", () => {
  it("refuses a confirmation that does not match", async () => {
    const calls = mockApi(config);
    await fill("secret1", "secret2");
    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.validation.passwordsDoNotMatch);
    expect(calls.some((c) => c.url.includes("register"))).toBe(false);
  });

  it("shows a taken address from the 422 field map, as alert and dialog", async () => {
    const taken = authMessages.emailTaken;
    mockApi({
      ...config,
      "POST /api/v2/auth/register": { status: 422, body: { message: taken, error: { email: [taken] } } },
    });
    await fill("secret1", "secret1");
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(taken);
  });

  it("registers and moves on to e-mail verification", async () => {
    const calls = mockApi({
      ...config,
      "POST /api/v2/auth/register": { status: 201, body: { data: { email: "ada@uni.edu" }, message: "Sent." } },
    });
    const { router } = await fill("secret1", "secret1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-token"));
    expect(router.state.location.search).toBe("?email=ada%40uni.edu");
    expect(calls.find((c) => c.url === "/api/v2/auth/register")?.body).toEqual({
      email: "ada@uni.edu",
      password: "secret1",
    });
  });

  /** Signs up and, while the answer is held, the page goes away (another page opened); then the answer lands. */
  async function signUpThenLeave(answer: { status?: number; body: unknown }) {
    vi.clearAllMocks();
    mockApi({ ...config, "POST /api/v2/auth/register": answer });
    const release = holdCalls("POST");
    const { unmount } = await fill("secret1", "secret1");
    await waitFor(() => expect(screen.getByRole("button", { name: authTexts.signup.signingUp })).toBeDisabled());
    unmount();
    release();
  }

  it("says the account was made and a code sent when the answer lands after the page was left", async () => {
    await signUpThenLeave({ status: 201, body: { data: { email: "ada@uni.edu" }, message: authMessages.registered } });
    await waitFor(() => expect(notified.success).toHaveBeenCalledWith(authMessages.registered));
  });

  it("tells a refusal as a toast when it lands after the page was left", async () => {
    const taken = authMessages.emailTaken;
    await signUpThenLeave({ status: 422, body: { message: taken, error: { email: [taken] } } });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith(taken));
  });
});
