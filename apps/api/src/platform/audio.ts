import { parseBuffer } from "music-metadata";

/**
 * A recording's length in seconds as its own headers and frames say (music-metadata, reading the whole file when a
 * header does not carry it), or null when the bytes cannot be read as audio. Runs in the worker pool.
 */
export async function audioDuration(bytes: Uint8Array, mimeType: string): Promise<number | null> {
  try {
    const meta = await parseBuffer(bytes, { mimeType, size: bytes.byteLength }, { duration: true, skipCovers: true });
    const seconds = meta.format.duration;
    return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}
