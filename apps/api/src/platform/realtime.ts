import { realtime } from "@forum/contract";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import { adapterClient } from "./redis-adapter-client.ts";
import type { VerifiedClaims } from "./tokens.ts";

export type Realtime = {
  /** Emits to every socket of a user, on whichever instance holds it. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Closes every socket of a user on every instance: their tokens were revoked. */
  disconnectUser(userId: number): void;
  /** Whether a user has a socket open now, on any instance (the Redis adapter asks the others). */
  isOnline(userId: number): Promise<boolean>;
};

type Deps = {
  /** Throws for a bad, expired, revoked or suspended token (the HTTP guard's own check). */
  authenticate: (token: string) => Promise<VerifiedClaims>;
  redis?: Redis;
  /** The Redis channel prefix instances share; tests give each app group its own. */
  channel?: string;
};

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Socket.IO on the app's own HTTP server (same port, path /socket.io). A socket proves who it is with
 * `auth: { token }` in its handshake and joins only its user's room; it never sends anything we listen to.
 */
export function registerRealtime(app: FastifyInstance, deps: Deps): Realtime {
  const io = new Server(app.server, { serveClient: false, maxHttpBufferSize: 16 * 1024 });
  // Connections of their own, so that a Redis outage fails a push instead of the process.
  const pub = deps.redis && adapterClient(deps.redis, app.log, "pub");
  const sub = deps.redis && adapterClient(deps.redis, app.log, "sub");
  if (pub && sub) io.adapter(createAdapter(pub, sub, { key: deps.channel ?? "socket.io" }));

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    try {
      if (typeof token !== "string" || !token) throw new Error("no token");
      const claims = await deps.authenticate(token);
      socket.data.userId = claims.userId;
      socket.data.expiresAt = claims.expiresAt;
      next();
    } catch {
      next(new Error("Unauthenticated."));
    }
  });

  io.on("connection", (socket: Socket) => {
    void socket.join(realtime.room(socket.data.userId as number));
    // An expired token cannot keep listening: the socket closes when it runs out (the client must log in again).
    const left = (socket.data.expiresAt as number) - Date.now();
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(left, MAX_TIMER_MS)));
    socket.once("disconnect", () => clearTimeout(expiry));
  });

  // Close this instance's sockets before the HTTP server waits for its connections to end.
  app.addHook("preClose", async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook("onClose", async () => {
    await io.close(); // also closes the HTTP server, which Fastify has already closed: that error is ignored
    pub?.disconnect();
    sub?.disconnect();
  });

  return {
    toUser: (userId, event, payload) => void io.to(realtime.room(userId)).emit(event, payload),
    disconnectUser: (userId) => io.in(realtime.room(userId)).disconnectSockets(true),
    isOnline: async (userId) => (await io.in(realtime.room(userId)).fetchSockets()).length > 0,
  };
}
