import type { LiveNotification } from "@forum/contract";
import { realtime } from "@forum/contract/endpoints";
import { io } from "socket.io-client";
import { sessionStore } from "../../lib/session.ts";

export type LiveHandlers = {
  onNotification: (n: LiveNotification) => void;
  /** Connected again after a loss: pushes may have been missed meanwhile. */
  onReconnect: () => void;
  /** The server refused or dropped us for our token: the caller checks the session (a 401 signs out). */
  onRefused: () => void;
  /** Pushes reach us from now on (true), or no longer until we connect again (false). */
  onConnectionChange?: (connected: boolean) => void;
};

/** Core §7: the payload is a JSON string or an object with a message and an optional postId. */
function parse(payload: unknown): LiveNotification | null {
  let value = payload;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return { message: value as string };
    }
  }
  if (!value || typeof value !== "object" || typeof (value as LiveNotification).message !== "string") return null;
  const { message, postId } = value as LiveNotification;
  return typeof postId === "string" && postId ? { message, postId } : { message };
}

/**
 * The push connection on this origin's /socket.io. The token is read on every (re)connection attempt, so a fresh login
 * is used; Socket.IO itself retries after network loss. Returns the function that closes it.
 */
export function openLiveSocket(handlers: LiveHandlers): () => void {
  const socket = io({ auth: (send) => send({ token: sessionStore.get()?.token ?? "" }) });
  let connectedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on("connect", () => {
    handlers.onConnectionChange?.(true);
    if (connectedBefore) handlers.onReconnect();
    connectedBefore = true;
  });
  socket.on(realtime.event, (payload: unknown) => {
    const n = parse(payload);
    if (n) handlers.onNotification(n);
  });
  // A refused handshake is not retried by Socket.IO; a network error is (socket.active stays true).
  socket.on("connect_error", () => {
    if (!socket.active) handlers.onRefused();
  });
  socket.on("disconnect", (reason) => {
    handlers.onConnectionChange?.(false);
    if (reason !== "io server disconnect") return;
    // The server closed us: a revoked or expired token, or an instance shutting down. Check the session, and try once
    // more a moment later (another instance takes over after a deploy; a revoked token is refused again).
    handlers.onRefused();
    retry = setTimeout(() => socket.connect(), 2_000 + Math.random() * 3_000);
  });
  return () => {
    clearTimeout(retry);
    socket.disconnect();
  };
}
