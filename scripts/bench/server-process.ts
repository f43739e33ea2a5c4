import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.join(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");

/** A port nobody listens on now (the OS picks it; the child takes it a moment later). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export type ServerProcess = { base: string; pid: number; stop: () => Promise<void> };
const running = new Set<ChildProcess>();
// A bench that fails half-way must not leave a server holding the port or the data directory.
process.once("exit", () => {
  for (const c of running) c.kill("SIGKILL");
});

/**
 * A server in a process of its own (`node [--import tsx] <script>`), with `env` on top of this process's, ready when
 * `health` answers 200 (at most two minutes). Its output goes to a log file, named when it fails to start.
 */
export async function startServer(
  script: string,
  o: { env: Record<string, string>; tsx?: boolean; args?: string[]; health: string },
): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `forum-bench-${path.basename(script)}-${port}.log`);
  const out = fs.openSync(logFile, "w");
  const child = spawn(node, [...(o.tsx ? ["--import", "tsx"] : []), script, ...(o.args ?? [])], {
    cwd: root,
    env: { ...process.env, ...o.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  child.once("exit", () => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const gone = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 200))]);
    const tail = () => fs.readFileSync(logFile, "utf8").slice(-2000);
    if (gone) throw new Error(`${script} exited before it was ready:\n${tail()}`);
    const ok = await fetch(`${base}${o.health}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${script} was not ready in two minutes:\n${tail()}`);
    }
  }
  return {
    base,
    pid: child.pid!,
    // SIGTERM: the app's graceful shutdown (it writes what it keeps in memory and closes the database).
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const { code, signal } = await exited;
      clearTimeout(timer);
      // Kept when the server did not stop cleanly (the forum exits 0 on SIGTERM, the bare Fastify by the signal).
      if (code === 0 || signal === "SIGTERM") fs.rmSync(logFile, { force: true });
      else console.warn(`${script} stopped with ${code ?? signal}: see ${logFile}`);
    },
  };
}
