/**
 * A local push service for the push bench (push.ts forks it): the receiving end of RFC 8030 in a process of its own,
 * so the server's outgoing posts and this side's parsing do not share one event loop. Answers 201 at once, counts
 * every message (and each endpoint's), and decrypts a sample with the one device key every subscription shares, so
 * what is counted is a real encrypted push. Protocol (IPC): sends `ready` with its origin and the device's keys;
 * answers `count` and `stats`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { newDevice } from "../../apps/api/src/modules/reach/push/push-test-kit.ts";

const send = (m: object) => process.send?.(m);
const perPath = new Map<string, number>();
let count = 0;
let firstAt = 0;
let lastAt = 0;
let malformed = 0;
let decrypted = 0;
let undecryptable = 0;
let device: ReturnType<typeof newDevice> | undefined;

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    res.writeHead(201).end();
    const at = performance.timeOrigin + performance.now();
    count++;
    firstAt ||= at;
    lastAt = at;
    const path = req.url ?? "";
    perPath.set(path, (perPath.get(path) ?? 0) + 1);
    const vapid = /^vapid t=[^,\s]+,\s*k=/.test(String(req.headers.authorization));
    if (req.method !== "POST" || req.headers["content-encoding"] !== "aes128gcm" || !vapid) malformed++;
    // One in a hundred (and the first) decrypted: enough to show each is a real message, cheap for this process.
    if (count % 100 === 1) {
      try {
        const payload = JSON.parse(device!.decrypt(Buffer.concat(chunks))) as { title?: string; url?: string };
        if (payload.title && payload.url) decrypted++;
        else undecryptable++;
      } catch {
        undecryptable++;
      }
    }
  });
});
server.keepAliveTimeout = 30_000;

server.listen(0, "127.0.0.1", () => {
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  device = newDevice(origin, "bench");
  send({ type: "ready", origin, keys: device.subscription.keys });
});

process.on("message", (m: { type: string }) => {
  if (m.type === "count") send({ type: "count", count });
  if (m.type === "stats") {
    const repeated = [...perPath.values()].filter((n) => n > 1).length;
    send({
      type: "stats",
      count,
      endpoints: perPath.size,
      repeated,
      firstAt,
      lastAt,
      malformed,
      decrypted,
      undecryptable,
    });
  }
  if (m.type === "close") server.close(() => process.exit(0));
});
process.on("disconnect", () => process.exit(0));
