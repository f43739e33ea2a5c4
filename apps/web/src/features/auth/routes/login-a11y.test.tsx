import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app.tsx";

const config = { "GET /forum/api/v1/config": { body: { data: { google_client_id: null, public_url: "" } } } };

// axe probes a canvas for icon ligatures; jsdom has none, and saying so up front keeps the log quiet.
HTMLCanvasElement.prototype.getContext = () => null;

// jsdom computes no layout or colours, so contrast is checked in the real browser instead.
const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });

describe("accessibility (axe-core)", () => {
  it.each(["/login", "/signup", "/forgot-password", "/verify-token?email=ada%40uni.edu"])(
    "%s has no violations",
    async (path) => {
      mockApi(config);
      renderApp(path);
      await screen.findByRole("heading", { level: 1 });
      const { violations } = await runAxe();
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    },
  );

  it("the login page with its error alert showing has no violations", async () => {
    mockApi(config);
    renderApp("/login");
    const button = await screen.findByRole("button", { name: "Log in" });
    button.click();
    await screen.findByRole("alert");
    const { violations } = await runAxe();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
