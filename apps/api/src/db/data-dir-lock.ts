import fs from "node:fs";
import path from "node:path";

/** Another live process holds the embedded data directory. */
export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The forum is running on ${dir} (pid ${pid})`);
    this.name = "DataDirLocked";
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

const holderOf = (file: string): number | null => {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * PGlite allows one process on a data directory: a second one (the admin CLI, a second server) would corrupt it. The
 * opener takes `DATA_DIR/forum.lock` holding its pid, created exclusively; a lock whose pid is dead (a crash) is taken
 * over. Returns the release, which removes the file only while it still holds this process's pid.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "forum.lock");
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = holderOf(file);
      // Also this very process: a second open in one process is as unsafe as in two.
      if (pid !== null && alive(pid)) throw new DataDirLocked(dataDir, pid);
      if (attempt > 0) throw new DataDirLocked(dataDir, pid ?? 0);
      // Stale (its process is gone, or the file is empty): removed only if unchanged since it was read.
      if (holderOf(file) === pid) fs.rmSync(file, { force: true });
    }
  }
  return () => {
    if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
}
