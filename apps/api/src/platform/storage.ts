import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantName } from "@forum/contract/helpers";
import { type ByteRange, rangeIn } from "./byte-range.ts";

/** Where stored files live: local disk (`createDiskStorage`) or an S3-compatible bucket (`createS3Storage`). */
export type Storage = {
  /** Stores bytes under a content-hash name and returns the stored path (`/forum/uploads/<name>`). */
  put: (data: Buffer, ext: string) => Promise<string>;
  /** Stores bytes under a name chosen by the caller (an image's sized name, its variants); the stored path. */
  putAs: (name: string, data: Buffer) => Promise<string>;
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
  avif: "image/avif",
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
  return `${contentHash(data)}.${ext}`;
}

/** 32 hex digits of the bytes' SHA-256: the stem of every stored name. */
export const contentHash = (data: Buffer) => createHash("sha256").update(data).digest("hex").slice(0, 32);

/** A name given to putAs, checked like a requested one: nothing with a path or a dot-file is ever written. */
export function checkedName(name: string): string {
  if (!isStoredName(name)) throw new Error(`bad stored name ${JSON.stringify(name)}`);
  return name;
}

/** A stored file's name and, for an image, its width variants' (made or not): what removing it removes. */
export const withVariants = (name: string) =>
  name.endsWith(".webp")
    ? [name, ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantName(name, w, f)))]
    : [name];

export function createDiskStorage(dir: string): Storage {
  const putAs = async (name: string, data: Buffer) => {
    const file = path.join(dir, checkedName(name));
    await fs.promises.mkdir(dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file under a name cached for a year.
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.promises.writeFile(temp, data, { flag: "w" });
    await fs.promises.rename(temp, file);
    return `${UPLOADS_PREFIX}${name}`;
  };
  return {
    put: (data, ext) => putAs(contentHashName(data, ext), data),
    putAs,
    async remove(storedPath) {
      const name = storedName(storedPath);
      if (!name) return;
      await Promise.all(withVariants(name).map((n) => fs.promises.rm(path.join(dir, n), { force: true })));
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
