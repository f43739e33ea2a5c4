/**
 * The client side of the sockets bench, in its own process (so the server's and the clients' sockets do not share one
 * file-descriptor limit). Told over IPC which tokens to connect with; answers with connection stats and, at the end,
 * every push it received with its arrival time.
 */
import { io, type Socket } from "socket.io-client";

type Start = { type: "start"; url: string; clients: { userId: number; token: string }[]; concurrency: number };
type Arrival = { userId: number; postId: string; at: number };

const now = () => performance.timeOrigin + performance.now();
const sockets: Socket[] = [];
const arrivals: Arrival[] = [];
const send = (message: object) => process.send?.(message);

function connect(url: string, userId: number, token: string): Promise<number> {
  const started = now();
  const socket = io(url, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
  sockets.push(socket);
  socket.on("new-notification", (payload: { postId?: string }) =>
    arrivals.push({ userId, postId: payload.postId ?? "", at: now() }),
  );
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(now() - started));
    socket.once("connect_error", (err) => reject(err));
  });
}

async function start({ url, clients, concurrency }: Start) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const began = now();
  // A fixed number of handshakes in flight, like a crowd arriving, not all at the same instant.
  const worker = async () => {
    while (next < clients.length) {
      const c = clients[next++]!;
      try {
        times.push(await connect(url, c.userId, c.token));
      } catch {
        failures++;
      }
      if ((times.length + failures) % 1000 === 0) send({ type: "progress", done: times.length + failures });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  send({ type: "connected", times, failures, ms: now() - began, rss: process.memoryUsage().rss });
}

process.on("message", (message: Start | { type: "collect" } | { type: "close" }) => {
  if (message.type === "start") void start(message);
  if (message.type === "collect")
    send({ type: "arrivals", arrivals, stillConnected: sockets.filter((s) => s.connected).length });
  if (message.type === "close") {
    for (const s of sockets) s.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
