import { authMessages, messages, suspensionMessage } from "@forum/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { fakeToken, mockApi, profileOf, renderApp } from "../../../test/render-app.tsx";

const v = authMessages.validation;
const config = { "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } };

async function openLogin(path = "/login") {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole("heading", { name: "Log in", hidden: true });
  return { user, ...view };
}

describe("/login", () => {
  it("shows only the first validation error, and editing that field clears it", async () => {
    mockApi(config);
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(v.emailRequired);
    expect(screen.queryByText(v.passwordRequired)).toBeNull();

    await user.type(screen.getByLabelText("Email"), "a");
    expect(screen.queryByRole("alert")).toBeNull();
    // Only the first complaint was kept: fixing the e-mail does not surface the password's one until the next submit.
    expect(screen.queryByText(v.passwordRequired)).toBeNull();

    await user.type(screen.getByLabelText("Email"), "da@uni.edu");
    await user.type(screen.getByLabelText("Password"), "123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(v.passwordMin);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tells a suspended student why and until when (the server's 403 message), and does not sign in", async () => {
    const text = suspensionMessage("Repeated spam", "2027-01-10T09:30:00Z");
    mockApi({ ...config, "POST /api/v2/auth/login": { status: 403, body: { message: text, error: "suspended" } } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(dialog).toHaveTextContent(
      "Your account has been suspended until 2027-01-10 09:30 UTC. Reason: Repeated spam",
    );
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.getByRole("alert")).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe("/login");
    expect(sessionStore.get()).toBeNull();
  });

  it("does not sign in an unverified account and offers the verification page", async () => {
    const calls = mockApi({
      ...config,
      "POST /api/v2/auth/login": { body: { data: { unverified_email: true }, message: authMessages.unverifiedEmail } },
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(authMessages.unverifiedEmail)).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/v2/auth/login")?.body).toEqual({
      username: "ada@uni.edu",
      password: "secret1",
    });
    expect(sessionStore.get()).toBeNull();
    await user.click(within(dialog).getByRole("link", { name: "Verify email" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/verify-token"));
    expect(router.state.location.search).toBe("?email=ada%40uni.edu");
  });

  it("shows a server error as an alert and as an Error! dialog", async () => {
    mockApi({
      ...config,
      "POST /api/v2/auth/login": {
        status: 422,
        body: { message: "Invalid email or password.", error: "invalid_credentials" },
      },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Error!" });
    expect(dialog).toHaveTextContent("Invalid email or password.");
    expect(screen.getAllByText("Invalid email or password.").length).toBeGreaterThanOrEqual(2);
  });

  it("saves the token, loads the profile and goes home", async () => {
    const token = fakeToken({ sub: "5", user_id: 5, email: "ada@uni.edu", exp: 4_000_000_000 });
    mockApi({
      ...config,
      "POST /api/v2/auth/login": { body: { data: { access_token: token, token_type: "Bearer", expires_in: 3600 } } },
      "GET /api/user/profile": { body: { data: profileOf(5) } },
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(sessionStore.get()?.token).toBe(token);
    expect(sessionStore.get()?.user).toMatchObject({ user_id: 5, username: "ada", email: "ada@uni.edu" });
    expect(JSON.parse(localStorage.getItem("root") ?? "{}").token).toBe(token);
  });

  it("goes back to the page the visitor came from", async () => {
    const token = fakeToken({ sub: "5", user_id: 5, email: "ada@uni.edu", exp: 4_000_000_000 });
    mockApi({
      ...config,
      "POST /api/v2/auth/login": { body: { data: { access_token: token, token_type: "Bearer", expires_in: 3600 } } },
      "GET /api/user/profile": { body: { data: profileOf(5) } },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/login", { from: "/events?page=2" });
    await user.type(await screen.findByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/events"));
    expect(router.state.location.search).toBe("?page=2");
  });

  it("reports a login answer without a token", async () => {
    mockApi({ ...config, "POST /api/v2/auth/login": { body: { data: null, message: "ok" } } });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(messages.errors.missingToken);
  });

  it("shows an error query parameter like a login error", async () => {
    mockApi(config);
    await openLogin("/login?error=Your%20session%20ended");
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent("Your session ended");
    expect(screen.getByRole("alertdialog", { name: "Error!" })).toBeInTheDocument();
  });

  it("sends a signed-in visitor home", async () => {
    mockApi(config);
    sessionStore.set({
      token: "t.e.st",
      user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4_000_000_000 },
    });
    const { router } = renderApp("/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
