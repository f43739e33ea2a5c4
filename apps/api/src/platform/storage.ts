import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { type ByteRange, rangeIn } from "./byte-range.ts";

/** Where stored files live: local disk (`createDiskStorage`) or an S3-compatible bucket (`createS3Storage`). */
export type Storage = {
  /** Stores bytes under a content-hash name and returns the stored path (`/forum/uploads/<name>`). */
  put: (data: Buffer, ext: string) => Promise<string>;
  remove: (storedPath: string) => Promise<void>;
  /** A stored file's bytes (all, or one range of them) for serving; null when there is no such file. */
  read: (name: string, range?: ByteRange) => Promise<StoredBytes | null>;
  /** Where browsers fetch stored files when not through the app (S3_PUBLIC_URL); unset: `/forum/uploads/`. */
  publicUrl?: string;
};

/**
 * Bytes `start`..`end` (inclusive) of a file of `size` bytes, `partial` when they answer a range; `unsatisfiable` when
 * the range asked lies past the end (its size when known).
 */
export type StoredBytes =
  | { body: Readable; start: number; end: number; size: number; partial: boolean }
  | { unsatisfiable: true; size: number | undefined };

export const UPLOADS_PREFIX = "/forum/uploads/";

/** What put() names files (32 hex digits) and the few names stored before; nothing with a path or a dot-file. */
const NAME = /^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,8}$/;

const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  webm: "audio/webm",
};

/** By the name we gave it (we checked the bytes when storing), never by what a bucket says. */
export const contentTypeOf = (name: string) =>
  TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export const isStoredName = (name: string) => NAME.test(name);

/** The file name of a stored path, or null for anything that is not one of ours. */
export function storedName(storedPath: string): string | null {
  if (!storedPath.startsWith(UPLOADS_PREFIX)) return null;
  const name = storedPath.slice(UPLOADS_PREFIX.length);
  return isStoredName(name) ? name : null;
}

/** Same bytes, same name: a file stored twice is one file, and a name never changes its content (cached a year). */
export function contentHashName(data: Buffer, ext: string): string {
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`bad extension ${JSON.stringify(ext)}`);
  return `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${ext}`;
}

export function createDiskStorage(dir: string): Storage {
  return {
    async put(data, ext) {
      const name = contentHashName(data, ext);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, name), data, { flag: "w" });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(storedPath) {
      const name = storedName(storedPath);
      if (name) await fs.promises.rm(path.join(dir, name), { force: true });
    },
    async read(name, range) {
      if (!isStoredName(name)) return null;
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const size = stat.size;
      const span = range ? rangeIn(range, size) : { start: 0, end: size - 1 };
      if (!span) return { unsatisfiable: true, size };
      const partial = !!range;
      if (size === 0) return { body: Readable.from([]), start: 0, end: -1, size, partial };
      return { body: fs.createReadStream(file, span), ...span, size, partial };
    },
  };
}
