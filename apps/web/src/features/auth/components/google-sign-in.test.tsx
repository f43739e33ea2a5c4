import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

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
});
