import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "./server-process.ts";

export type Recorded = { route: string; status: number; headers: Record<string, string>; body: string };
/** Set per connection or per answer by the server itself, so not replayed. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/**
 * One answer of the forum as autocannon gets it (node:http sends no Accept-Encoding, as autocannon does not): status,
 * headers and body bytes, to be served again on `route` (a Fastify route pattern, e.g. `/forum/api/v1/posts/:id`).
 */
export function record(base: string, route: string, urlPath: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (!OWN_HEADERS.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
          resolve({ route, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The bare Fastify of limit-server.mjs in a process of its own, answering the recorded answers. */
export async function startLimitServer(answers: Recorded[]): Promise<ServerProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forum-limit-"));
  const file = path.join(dir, "answers.json");
  fs.writeFileSync(file, JSON.stringify(answers));
  const server = await startServer(path.join(import.meta.dirname, "limit-server.mjs"), {
    env: {},
    args: [file],
    health: "/forum/api/v1/health",
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
