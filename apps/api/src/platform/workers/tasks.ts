import type { VariantFormat } from "@forum/contract/helpers";
import { audioDuration } from "../audio.ts";
import { linkMentions, type MentionTarget, mentionCandidates, unwrapMentions } from "../html/mentions.ts";
import { renderRich } from "../html/rich-content.ts";
import { contentText, sanitizeContent } from "../html/sanitize.ts";
import { type EncodedVariant, encodeVariant, reencodeImage } from "../images.ts";
import { readTableFile, type TableShape } from "../table-file.ts";
import { task } from "./task.ts";

/** What runs in the pool's threads (loaded by entry.mjs): the CPU-heavy steps of a write, each a named task. */

/** `origins`: where the app's own stored images may be named (their `<img>`s are kept, no other). */
/** `rich`: TeX rendered and code highlighted too (posts and comments; rich-content.ts). */
export type SanitizeInput = { html: string; origins: string[]; maxLength: number; rich: boolean };
/** `mentions`: the lower-cased usernames the text may @mention (html/mentions.ts), for the writer to resolve. */
export type Sanitized = { html: string; text: string; mentions: string[] };
export const sanitizeHtml = task(({ html, origins, maxLength, rich }: SanitizeInput): Sanitized => {
  const clean = unwrapMentions(sanitizeContent(html, origins, maxLength));
  // The text keeps a formula's TeX as typed (previews, search, notifications), not KaTeX's rendering of it.
  return {
    html: rich ? renderRich(clean, maxLength) : clean,
    text: contentText(clean),
    mentions: mentionCandidates(clean),
  };
});

export type MentionsInput = { html: string; targets: MentionTarget[]; profileBase: string; maxLength: number };
/** The known students' @mentions made links to their profiles. */
export const mentions = task(({ html, targets, profileBase, maxLength }: MentionsInput) =>
  linkMentions(html, targets, profileBase, maxLength),
);

export type ReencodeInput = { image: Uint8Array; maxSide: number; square?: boolean; variants?: boolean };
export type Reencoded = { data: Uint8Array; width: number; height: number; variants?: EncodedVariant[] };
export const reencode = task(
  ({ image, maxSide, square, variants }: ReencodeInput): Promise<Reencoded> =>
    reencodeImage(image, { maxSide, square, variants }),
);

export type VariantInput = { image: Uint8Array; width: number; format: VariantFormat };
/** One width variant of a stored original, made on its first request (platform/image-variants.ts). */
export const variant = task(
  ({ image, width, format }: VariantInput): Promise<Uint8Array> => encodeVariant(image, width, format),
);

export type DurationInput = { audio: Uint8Array; mimeType: string };
/** A recording's length in seconds, or null when unreadable (platform/audio.ts). */
export const duration = task(({ audio, mimeType }: DurationInput) => audioDuration(audio, mimeType));

export type TableInput = { file: Uint8Array; shape: TableShape };
/** The rows of an uploaded .csv or .json list (platform/table-file.ts). */
export const tableFile = task(({ file, shape }: TableInput) => readTableFile(file, shape));
