import { authTexts } from "@forum/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const config = { "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } };

describe("route guards of the verification and reset pages", () => {
  it("/verify-token without an e-mail goes to /signup with the permission message", async () => {
    mockApi(config);
    const { router } = renderApp("/verify-token");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    expect(await screen.findByRole("alert")).toHaveTextContent(authTexts.verifyPermission);
  });

  it("/verify-password-reset without an e-mail goes to /forgot-password with the message", async () => {
    const { router } = renderApp("/verify-password-reset");
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    expect(await screen.findByRole("alert")).toHaveTextContent(authTexts.verifyPermission);
  });

  it("/reset-password without a token in navigation state replaces itself with /forgot-password", async () => {
    const { router } = renderApp("/reset-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("alert")).toHaveTextContent(authTexts.resetAccessDenied);
  });

  it("the reset flow carries the reset token in state, not in the address", async () => {
    const calls = mockApi({
      "POST /api/auth/verify-password-token": { body: { data: { token: "reset-token-1" }, message: "ok" } },
      "PUT /api/auth/user-password": { body: { message: "Updated." } },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/verify-password-reset?email=ada%40uni.edu");
    await user.click(await screen.findByLabelText("Digit 1 of 4"));
    await user.paste("1234");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    await screen.findByRole("heading", { name: "Reset Password" });
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(router.state.location.search).toBe("");
    expect(calls[0]?.body).toEqual({ email: "ada@uni.edu", token: "1234" });

    await user.type(screen.getByLabelText("New Password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm New Password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "New Password Set" });
    expect(calls[1]?.body).toEqual({ token: "reset-token-1", password: "newpass1", confirmPassword: "newpass1" });
  });

  it("a wrong e-mail code shows the server's message", async () => {
    mockApi({
      "POST /api/v2/auth/verify-email-token": {
        status: 422,
        body: { message: "The code is invalid or has expired.", error: "invalid_code" },
      },
    });
    const user = userEvent.setup();
    renderApp("/verify-token?email=ada%40uni.edu");
    await user.click(await screen.findByLabelText("Digit 1 of 6"));
    await user.paste("123456");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is invalid or has expired.");
  });
});
