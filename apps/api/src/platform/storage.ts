import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where stored files live. Local disk now; an S3-compatible bucket can implement the same two calls. */
export type Storage = {
  /** Stores bytes under a content-hash name and returns the public path (`/forum/uploads/...`). */
  put: (data: Buffer, ext: string) => Promise<string>;
  remove: (publicPath: string) => Promise<void>;
};

export const UPLOADS_PREFIX = "/forum/uploads/";

export function createDiskStorage(dir: string): Storage {
  return {
    async put(data, ext) {
      const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${ext}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), data, { flag: "w" });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(UPLOADS_PREFIX)) return;
      const name = path.basename(publicPath);
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}
