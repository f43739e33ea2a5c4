import { audioDuration } from "../audio.ts";
import { contentText, sanitizeContent } from "../html/sanitize.ts";
import { reencodeImage } from "../images.ts";
import { task } from "./task.ts";

/** What runs in the pool's threads (loaded by entry.mjs): the CPU-heavy steps of a write, each a named task. */

export type SanitizeInput = { html: string; publicUrl: string; maxLength: number };
export type Sanitized = { html: string; text: string };
export const sanitizeHtml = task(({ html, publicUrl, maxLength }: SanitizeInput): Sanitized => {
  const clean = sanitizeContent(html, publicUrl, maxLength);
  return { html: clean, text: contentText(clean) };
});

export type ReencodeInput = { image: Uint8Array; maxSide: number; square?: boolean };
export type Reencoded = { data: Uint8Array; width: number; height: number };
export const reencode = task(
  ({ image, maxSide, square }: ReencodeInput): Promise<Reencoded> => reencodeImage(image, { maxSide, square }),
);

export type DurationInput = { audio: Uint8Array; mimeType: string };
/** A recording's length in seconds, or null when unreadable (platform/audio.ts). */
export const duration = task(({ audio, mimeType }: DurationInput) => audioDuration(audio, mimeType));
