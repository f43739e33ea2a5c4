import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../lib/session.ts";
import type { LiveHandlers } from "./live-socket.ts";

/** A stand-in for socket.io-client's socket: the test fires its events. */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  return {
    listeners,
    options: undefined as undefined | { auth: (send: (a: object) => void) => void },
    active: true,
    connects: 0,
    disconnects: 0,
    fire: (event: string, ...args: unknown[]) => {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
});
vi.mock("socket.io-client", () => ({
  io: (options: typeof fake.options) => {
    fake.options = options;
    return {
      on: (event: string, l: (...args: unknown[]) => void) =>
        fake.listeners.set(event, [...(fake.listeners.get(event) ?? []), l]),
      get active() {
        return fake.active;
      },
      connect: () => fake.connects++,
      disconnect: () => fake.disconnects++,
    };
  },
}));

// setup.ts mocks this module for every other test; here it is the thing under test.
const { openLiveSocket } = await vi.importActual<typeof import("./live-socket.ts")>("./live-socket.ts");

function open() {
  fake.listeners.clear();
  const h = { onNotification: vi.fn(), onReconnect: vi.fn(), onRefused: vi.fn() } satisfies LiveHandlers;
  const close = openLiveSocket(h);
  return { h, close };
}

afterEach(() => {
  fake.active = true;
});

describe("openLiveSocket", () => {
  it("authenticates with the token current at each (re)connection", () => {
    open();
    sessionStore.set({ token: "first", user: { user_id: 1, sub: "1", email: "", ver: 0, iat: 0, exp: 4e9 } });
    const sent: object[] = [];
    fake.options!.auth((a) => sent.push(a));
    sessionStore.set({ token: "second", user: { user_id: 1, sub: "1", email: "", ver: 0, iat: 0, exp: 4e9 } });
    fake.options!.auth((a) => sent.push(a));
    expect(sent).toEqual([{ token: "first" }, { token: "second" }]);
  });

  it("reads the payload as an object or a JSON string (core §7), and ignores what is neither", () => {
    const { h } = open();
    fake.fire("new-notification", { message: "bola liked your post", postId: "u-1" });
    fake.fire("new-notification", JSON.stringify({ message: "ada replied to your post" }));
    fake.fire("new-notification", 42);
    expect(h.onNotification.mock.calls).toEqual([
      [{ message: "bola liked your post", postId: "u-1" }],
      [{ message: "ada replied to your post" }],
    ]);
  });

  it("refreshes after reconnecting, not on the first connection", () => {
    const { h } = open();
    fake.fire("connect");
    expect(h.onReconnect).not.toHaveBeenCalled();
    fake.fire("connect");
    expect(h.onReconnect).toHaveBeenCalledTimes(1);
  });

  it("says when pushes reach us and when they stop", () => {
    fake.listeners.clear();
    const onConnectionChange = vi.fn();
    openLiveSocket({ onNotification: vi.fn(), onReconnect: vi.fn(), onRefused: vi.fn(), onConnectionChange });
    fake.fire("connect");
    fake.fire("disconnect", "transport close");
    expect(onConnectionChange.mock.calls).toEqual([[true], [false]]);
  });

  it("reports a refused handshake but lets Socket.IO retry network errors", () => {
    const { h } = open();
    fake.fire("connect_error", new Error("xhr poll error"));
    expect(h.onRefused).not.toHaveBeenCalled();
    fake.active = false;
    fake.fire("connect_error", new Error("Unauthenticated."));
    expect(h.onRefused).toHaveBeenCalledTimes(1);
  });

  it("when the server drops it, checks the session and tries again a moment later", () => {
    vi.useFakeTimers();
    const { h, close } = open();
    const before = fake.connects;
    fake.fire("disconnect", "transport close");
    expect(h.onRefused).not.toHaveBeenCalled();
    fake.fire("disconnect", "io server disconnect");
    expect(h.onRefused).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(fake.connects).toBe(before + 1);
    const closed = fake.disconnects;
    close();
    expect(fake.disconnects).toBe(closed + 1);
  });
});
