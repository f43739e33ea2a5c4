import { parseBuffer } from "music-metadata";
import { webmDuration } from "./webm-duration.ts";

/**
 * A recording's length in seconds as its own headers and frames say (music-metadata, reading the whole file when a
 * header does not carry it), or null when the bytes cannot be read as audio. Runs in the worker pool.
 */
export async function audioDuration(bytes: Uint8Array, mimeType: string): Promise<number | null> {
  let seconds: number | null | undefined;
  try {
    const meta = await parseBuffer(bytes, { mimeType, size: bytes.byteLength }, { duration: true, skipCovers: true });
    seconds = meta.format.duration;
  } catch {
    seconds = null;
  }
  // A browser's own WebM recording has no length in its header: read it from its blocks.
  if (!seconds && mimeType === "audio/webm") seconds = webmDuration(bytes);
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
