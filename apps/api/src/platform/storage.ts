import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantName } from "@forum/contract/helpers";
import { type ByteRange, rangeIn } from "./byte-range.ts";

/**
 * Where stored files live: local disk (`createDiskStorage`) or an S3-compatible bucket (`createS3Storage`). Two areas:
 * the public one (pictures, served to anyone under /forum/uploads/ and on S3_PUBLIC_URL) and `recordings`, students'
 * voices, which nothing serves as it is (the app streams one to whom it signed a link for: reward tasks).
 */
export type Storage = {
  /** Stores bytes under a content-hash name and returns the stored path (`/forum/uploads/<name>`). Never audio. */
  put: (data: Buffer, ext: string) => Promise<string>;
  /** Stores bytes under a name chosen by the caller (an image's sized name, its variants); the stored path. */
  putAs: (name: string, data: Buffer) => Promise<string>;
  remove: (storedPath: string) => Promise<void>;
  /** A stored file's bytes (all, or one range of them) for serving; null when there is no such file. */
  read: (name: string, range?: ByteRange) => Promise<StoredBytes | null>;
  /** Where browsers fetch stored files when not through the app (S3_PUBLIC_URL); unset: `/forum/uploads/`. */
  publicUrl?: string;
  recordings: PrivateFiles;
};

/**
 * The private area: on disk a folder beside the public one (never under it, so a web server pointed at the uploads
 * folder does not reach it), in a bucket the `recordings/` prefix, never addressed on S3_PUBLIC_URL. Keys are
 * `recordings/<name>`; the name is a hash of the bytes, but not the one public names are made of (`privateName`).
 */
export type PrivateFiles = {
  /** Stores the bytes and answers their key (`recordings/<name>`); the same bytes twice are one file. */
  put: (data: Buffer, ext: string) => Promise<string>;
  /** A key's bytes (all, or one range); null when it is no key of this area or there is no such file. */
  read: (key: string, range?: ByteRange) => Promise<StoredBytes | null>;
  remove: (key: string) => Promise<void>;
};

/**
 * Bytes `start`..`end` (inclusive) of a file of `size` bytes, `partial` when they answer a range; `unsatisfiable` when
 * the range asked lies past the end (its size when known).
 */
export type StoredBytes =
  | { body: Readable; start: number; end: number; size: number; partial: boolean }
  | { unsatisfiable: true; size: number | undefined };

export const UPLOADS_PREFIX = "/forum/uploads/";
export const RECORDINGS_PREFIX = "recordings/";

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

/** Every extension a recording may have been stored under: never stored in, nor served from, the public area. */
const AUDIO = new Set(["mp3", "m4a", "mp4", "aac", "ogg", "oga", "opus", "wav", "webm", "flac"]);
export const isRecordingName = (name: string) => AUDIO.has(name.slice(name.lastIndexOf(".") + 1).toLowerCase());

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

/** A name for the public area: a recording put there by mistake would be served to anyone, so it is refused. */
export function publicName(name: string): string {
  if (isRecordingName(checkedName(name))) throw new Error(`a recording is never stored in public: ${name}`);
  return name;
}

/**
 * A recording's name in the private area: a hash of the bytes under a label of its own, so that it cannot be worked
 * out from the public name the same bytes had (`contentHashName`, answered to clients before issue 23.7): a bucket
 * whose every object is public (S3_PUBLIC_URL on a public bucket) still gives nobody a recording by its old name.
 */
export function privateName(data: Buffer, ext: string): string {
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`bad extension ${JSON.stringify(ext)}`);
  const hash = createHash("sha256").update("forum recording\0").update(data).digest("hex").slice(0, 32);
  return `${hash}.${ext}`;
}

/** The file name in a private key (`recordings/<name>`), or null for anything else. */
export function privateKeyName(key: string): string | null {
  if (!key.startsWith(RECORDINGS_PREFIX)) return null;
  const name = key.slice(RECORDINGS_PREFIX.length);
  return isStoredName(name) ? name : null;
}

/** Where recordings lie on disk when not said: a sibling of the uploads folder (`uploads` -> `uploads-recordings`). */
export const recordingsDirBeside = (uploadsDir: string) => `${uploadsDir.replace(/[/\\]+$/, "")}-recordings`;

/** A stored file's name and, for an image, its width variants' (made or not): what removing it removes. */
export const withVariants = (name: string) =>
  name.endsWith(".webp")
    ? [name, ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => variantName(name, w, f)))]
    : [name];

/** Written aside and renamed: a reader never sees half a file under a name that never changes its content. */
async function writeWhole(dir: string, name: string, data: Buffer) {
  const file = path.join(dir, checkedName(name));
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(temp, data, { flag: "w" });
  await fs.promises.rename(temp, file);
}

async function readFile(dir: string, name: string, range?: ByteRange): Promise<StoredBytes | null> {
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
}

/** Public files in `dir`; recordings in `recordingsDir`, which must not lie under `dir`. */
export function createDiskStorage(dir: string, recordingsDir = recordingsDirBeside(dir)): Storage {
  const putAs = async (name: string, data: Buffer) => {
    await writeWhole(dir, publicName(name), data);
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
    read: (name, range) => readFile(dir, name, range),
    recordings: {
      async put(data, ext) {
        const name = privateName(data, ext);
        await writeWhole(recordingsDir, name, data);
        return `${RECORDINGS_PREFIX}${name}`;
      },
      async read(key, range) {
        const name = privateKeyName(key);
        return name ? readFile(recordingsDir, name, range) : null;
      },
      async remove(key) {
        const name = privateKeyName(key);
        if (name) await fs.promises.rm(path.join(recordingsDir, name), { force: true });
      },
    },
  };
}
