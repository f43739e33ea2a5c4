import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const debianRoot = "/usr/lib/postgresql";

/** The newest PostgreSQL server binaries installed the Debian way (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBinaries(): string | null {
  if (!fs.existsSync(debianRoot)) return null;
  const [newest] = fs
    .readdirSync(debianRoot)
    .filter((v) => fs.existsSync(path.join(debianRoot, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(debianRoot, newest, "bin") : null;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ThrowawayPostgres = {
  url: string;
  /** `pg_ctl restart -m fast`: every session is ended with 57P01, then the server comes back. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server at once and deletes its files. */
  remove: () => Promise<void>;
};

/**
 * A PostgreSQL cluster of its own in a temp folder, on a free port of 127.0.0.1, for tests that stop and restart
 * the server; never the machine's cluster. initdb refuses to run as root, so as root it runs as `postgres`.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "forum-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    fs.chownSync(root, uid, gid);
  }
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser"].find((p) => fs.existsSync(p)) ?? "runuser";
  const pg = (tool: string, args: string[]) =>
    asRoot ? run(runuser, ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(root, "data");
  const port = await freePort();
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  // Loopback only, its socket in its own folder, no fsync (a clean fast shutdown writes everything anyway).
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${root}'`,
    "fsync = off",
    "shared_buffers = 16MB",
  ];
  fs.appendFileSync(path.join(data, "postgresql.conf"), `\n${settings.join("\n")}\n`);
  const ctl = (...args: string[]) => pg("pg_ctl", ["-D", data, "-l", path.join(root, "server.log"), "-w", ...args]);
  await ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl("restart", "-m", "fast")),
    stop: async () => void (await ctl("stop", "-m", "fast")),
    start: async () => void (await ctl("start")),
    remove: async () => {
      await ctl("stop", "-m", "immediate").catch(() => {});
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
