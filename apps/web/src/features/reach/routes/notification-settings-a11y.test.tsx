import { reachSettingsTexts } from "@forum/contract/texts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { fakePush } from "../fake-push.ts";
import { startingPreferences } from "../fixtures.ts";

const runAxe = () => axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
const violationsOf = async () => (await runAxe()).violations.map((v) => `${v.id}: ${v.help} ${v.nodes[0]?.html}`);
let restore = () => {};
afterEach(() => restore());

describe("accessibility of the notification settings and the watch menu (axe-core)", () => {
  it("/settings/notifications has no violations", async () => {
    sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    restore = fakePush().restore;
    mockApi({ "GET /forum/api/v1/notifications/preferences": { body: { data: startingPreferences() } } });
    renderApp("/settings/notifications");
    await screen.findByRole("switch", { name: reachSettingsTexts.device.label });
    await screen.findByRole("radio", { name: reachSettingsTexts.digest.off });
    expect(await violationsOf()).toEqual([]);
  });

  it("the community's watch menu, open, has no violations", async () => {
    sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });
    const { makeCommunity } = await import("../../communities/fixtures.ts");
    mockApi({
      "GET /forum/api/v1/communities/5": { body: { data: makeCommunity({ id: 5, name: "Chess Club" }) } },
      "GET /forum/api/v1/communities/5/watch": { body: { data: { level: "watching" } } },
    });
    renderApp("/single-community/5");
    await userEvent.click(await screen.findByRole("button", { name: "Notifications: Watching" }));
    await screen.findAllByRole("menuitemradio");
    expect(await violationsOf()).toEqual([]);
  });
});
