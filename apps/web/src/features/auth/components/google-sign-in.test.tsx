import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { fakeToken, mockApi, profileOf, renderApp } from "../../../test/render-app.tsx";

const gsi = () => document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]');

describe("Google sign-in", () => {
  it("is absent, and Google's script never loads, when the server has no client id", async () => {
    mockApi({ "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } });
    renderApp("/login");
    await screen.findByRole("heading", { name: "Log in" });
    await waitFor(() => expect(screen.getByRole("link", { name: "Continue as Guest" })).toHaveAttribute("href", "/"));
    expect(gsi()).toBeNull();
  });

  it("loads Google's script only when a client id is configured", async () => {
    mockApi({ "GET /forum/api/v1/config": { body: { data: { google_client_id: "abc.apps", public_url: "" } } } });
    renderApp("/signup");
    await screen.findByRole("heading", { name: "Sign up" });
    await waitFor(() => expect(gsi()).not.toBeNull());
  });

  it("initialises Google with the client id, posts the credential as id_token and signs in", async () => {
    const token = fakeToken({ sub: "9", user_id: 9, email: "gina@uni.edu", exp: 4_000_000_000 });
    const calls = mockApi({
      "GET /forum/api/v1/config": { body: { data: { google_client_id: "abc.apps", public_url: "" } } },
      "POST /api/v2/auth/google": { body: { data: { access_token: token, token_type: "Bearer", expires_in: 1 } } },
      "GET /api/user/profile": { body: { data: profileOf(9, "gina@uni.edu") } },
    });
    let initialized: { client_id: string; callback: (r: { credential?: string }) => void } | undefined;
    const { router } = renderApp("/login");
    await waitFor(() => expect(gsi()).not.toBeNull());
    // jsdom never runs third-party scripts: play Google's part and announce the script as loaded.
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            initialized = options;
          },
          renderButton: (parent) => {
            const button = document.createElement("button");
            button.textContent = "Continue with Google";
            button.onclick = () => initialized?.callback({ credential: "google-id-token" });
            parent.append(button);
          },
        },
      },
    };
    gsi()?.dispatchEvent(new Event("load"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(initialized?.client_id).toBe("abc.apps");
    expect(calls.find((c) => c.url === "/api/v2/auth/google")?.body).toEqual({ id_token: "google-id-token" });
    expect(sessionStore.get()?.user.email).toBe("gina@uni.edu");
  });

  it("tells a suspended account why, rather than that Google failed", async () => {
    const text = "Your account has been suspended. Reason: Spam";
    mockApi({
      "GET /forum/api/v1/config": { body: { data: { google_client_id: "abc.apps", public_url: "" } } },
      "POST /api/v2/auth/google": { status: 403, body: { message: text, error: "suspended" } },
    });
    let initialized: { client_id: string; callback: (r: { credential?: string }) => void } | undefined;
    renderApp("/login");
    await waitFor(() => expect(gsi()).not.toBeNull());
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            initialized = options;
          },
          renderButton: (parent) => {
            const button = document.createElement("button");
            button.textContent = "Continue with Google";
            button.onclick = () => initialized?.callback({ credential: "google-id-token" });
            parent.append(button);
          },
        },
      },
    };
    gsi()?.dispatchEvent(new Event("load"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alertdialog", { name: "Error!" })).toHaveTextContent(text);
    expect(sessionStore.get()).toBeNull();
  });
});
