import { reachSettingsTexts, reachTypeLabels } from "@forum/contract/texts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../../lib/session.ts";
import { mockApi, renderApp } from "../../../test/render-app.tsx";
import { mergePreferences, type PreferencesPatch } from "../api.ts";
import { fakePush, serverKey } from "../fake-push.ts";
import { startingPreferences } from "../fixtures.ts";

const api = "/forum/api/v1";
const texts = reachSettingsTexts;
const signIn = () =>
  sessionStore.set({ token: "t.e.st", user: { user_id: 5, sub: "5", email: "a@b.co", ver: 1, iat: 0, exp: 4e9 } });

let restore = () => {};
afterEach(() => restore());

/** The preferences calls; `refuse` makes every PUT fail. The stored preferences follow the accepted PUTs. */
function serve({ refuse = false } = {}) {
  let stored = startingPreferences();
  const calls = mockApi({
    [`GET ${api}/notifications/preferences`]: () => ({ body: { data: stored } }),
    [`PUT ${api}/notifications/preferences`]: (body) => {
      if (refuse) return { status: 500, body: { message: "Server error" } };
      stored = mergePreferences(stored, body as PreferencesPatch);
      return { body: { data: stored } };
    },
    [`GET ${api}/push/key`]: { body: { data: { public_key: serverKey } } },
    [`POST ${api}/push/subscriptions`]: { status: 201, body: { message: "ok" } },
  });
  return { calls, puts: () => calls.filter((c) => c.method === "PUT").map((c) => c.body) };
}

const pushSwitch = () => screen.findByRole("switch", { name: texts.device.label });
const typeSwitch = (channel: string, type: keyof typeof reachTypeLabels) =>
  screen.getByRole("switch", { name: texts.types.switchLabel(channel, reachTypeLabels[type].label) });

describe("/settings/notifications", () => {
  beforeAll(() => import("./notification-settings-page.tsx"), 30_000);

  it("sends guests to the login page", async () => {
    const { router } = renderApp("/settings/notifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the preferences, and a switch saves only what it changed", async () => {
    signIn();
    const { puts } = serve();
    const user = userEvent.setup();
    renderApp("/settings/notifications");
    expect(await screen.findByRole("heading", { name: texts.title })).toBeInTheDocument();
    await screen.findByRole("switch", { name: texts.types.switchLabel(texts.types.push, reachTypeLabels.reply.label) });
    for (const type of Object.keys(reachTypeLabels) as (keyof typeof reachTypeLabels)[]) {
      expect(typeSwitch(texts.types.push, type)).toHaveAttribute("aria-checked", "true");
      expect(typeSwitch(texts.types.email, type)).toHaveAttribute("aria-checked", "false");
    }
    expect(screen.getByRole("radio", { name: texts.digest.off })).toBeChecked();

    await user.click(typeSwitch(texts.types.email, "mention"));
    expect(typeSwitch(texts.types.email, "mention")).toHaveAttribute("aria-checked", "true");
    await waitFor(() => expect(puts()).toEqual([{ types: { mention: { email: true } } }]));

    // The keyboard reaches the digest's radios; choosing one saves the digest alone.
    await user.click(screen.getByRole("radio", { name: texts.digest.weekly }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toEqual({ digest: "weekly" });
    expect(screen.getByRole("radio", { name: texts.digest.weekly })).toBeChecked();

    typeSwitch(texts.types.push, "like").focus();
    await user.keyboard(" ");
    await waitFor(() => expect(puts()[2]).toEqual({ types: { like: { push: false } } }));
  });

  it("keeps two quick changes when the first one's answer comes back last", async () => {
    signIn();
    const { calls, puts } = serve();
    const user = userEvent.setup();
    // The server takes each change as it comes; its answers are held and let through in the other order.
    const held: (() => void)[] = [];
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answer(input, init);
      if (init?.method === "PUT") await new Promise<void>((release) => held.push(release));
      return response;
    });
    renderApp("/settings/notifications");
    await screen.findByRole("radio", { name: texts.digest.off });
    await user.click(typeSwitch(texts.types.email, "mention"));
    await user.click(screen.getByRole("radio", { name: texts.digest.weekly }));
    await waitFor(() => expect(held).toHaveLength(2));
    held[1]?.();
    held[0]?.();
    await waitFor(() => expect(puts()).toHaveLength(2));
    // Once both are answered the page still shows both changes, and keeps showing them.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "GET" && c.url.endsWith("/preferences"))).toHaveLength(2),
    );
    expect(screen.getByRole("radio", { name: texts.digest.weekly })).toBeChecked();
    expect(typeSwitch(texts.types.email, "mention")).toHaveAttribute("aria-checked", "true");
  });

  it("puts a refused change back and says so", async () => {
    signIn();
    const { puts } = serve({ refuse: true });
    const user = userEvent.setup();
    renderApp("/settings/notifications");
    await screen.findByRole("switch", { name: texts.types.switchLabel(texts.types.push, reachTypeLabels.reply.label) });
    await user.click(typeSwitch(texts.types.push, "reply"));
    expect(await screen.findByText(texts.saveFailed)).toBeInTheDocument();
    expect(puts()).toEqual([{ types: { reply: { push: false } } }]);
    expect(typeSwitch(texts.types.push, "reply")).toHaveAttribute("aria-checked", "true");
  });

  it("says when the preferences cannot be loaded, and tries again", async () => {
    signIn();
    let fail = true;
    mockApi({
      [`GET ${api}/notifications/preferences`]: () =>
        fail ? { status: 500, body: { message: "no" } } : { body: { data: startingPreferences() } },
    });
    const user = userEvent.setup();
    renderApp("/settings/notifications");
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: texts.retry }));
    expect(await screen.findByRole("radio", { name: texts.digest.off })).toBeChecked();
  });

  it("says the browser cannot push (no switch for this device)", async () => {
    signIn();
    serve();
    renderApp("/settings/notifications");
    expect(await screen.findByText(texts.device.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: texts.device.label })).not.toBeInTheDocument();
  });

  it("says the browser blocked notifications and how to allow them again", async () => {
    signIn();
    restore = fakePush({ permission: "denied" }).restore;
    serve();
    renderApp("/settings/notifications");
    expect(await screen.findByText(texts.device.blocked)).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: texts.device.label })).not.toBeInTheDocument();
  });

  it("turns push on for this device from the switch", async () => {
    signIn();
    const fake = fakePush();
    restore = fake.restore;
    const { calls } = serve();
    const user = userEvent.setup();
    renderApp("/settings/notifications");
    const toggle = await pushSwitch();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(fake.asked).not.toHaveBeenCalled(); // nothing asks before the student does
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(fake.asked).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.method === "POST" && c.url === `${api}/push/subscriptions`)).toBe(true);
    expect(within(toggle.closest("section")!).getByText(texts.device.on)).toBeInTheDocument();
  });
});
