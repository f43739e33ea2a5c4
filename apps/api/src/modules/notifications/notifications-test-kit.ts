import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import type { App } from "../../app.ts";
import type { TestApp } from "../../test/test-app.ts";
import { postsKit } from "../posts/posts-test-kit.ts";

/** Steps the notification tests share: reply and like through the real API (so the hooks run), list and act. */
export function notificationsKit(t: TestApp) {
  const k = postsKit(t);
  const v1 = (path: string) => `/forum/api/v1${path}`;
  return {
    ...k,
    reply: (token: string, parentUuid: string, content = "<p>Try the library annex.</p>", anonymous = false) =>
      k.call("POST", v1("/posts"), { content, parent_uuid: parentUuid, type: "comment", anonymous }, token),
    like: (token: string, postId: string | number) => k.call("POST", v1(`/posts/${postId}/toggle-like`), {}, token),
    dislike: (token: string, postId: string | number) =>
      k.call("POST", v1(`/posts/${postId}/toggle-unlike`), {}, token),
    list: (token: string, query = "") => k.call("GET", v1(`/notifications${query}`), undefined, token),
    act: (token: string, action: "read" | "unread" | "delete", body: object = {}) =>
      k.call("POST", v1(`/notifications/${action}`), body, token),
  };
}

/** Listens on a free port of 127.0.0.1 and gives the base URL sockets connect to. */
export async function listen(app: App) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A client socket that records every new-notification it receives; resolves once connected (or rejects). */
export function openSocket(url: string, token: string) {
  const socket: Socket = connect(url, {
    auth: { token },
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
  });
  const received: unknown[] = [];
  socket.on("new-notification", (payload: unknown) => received.push(payload));
  const ready = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (err) => reject(err));
  });
  const disconnected = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
  return { socket, received, ready, disconnected };
}

/** Waits until `check` passes or `ms` run out (events cross a socket, maybe Redis, asynchronously). */
export async function eventually(check: () => void | Promise<void>, ms = 3_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      // Awaited here, so that an async check that fails is tried again rather than failing the test at once.
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
