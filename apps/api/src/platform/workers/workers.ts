import { contentMessages, imageMessages, limits } from "@forum/contract";
import type { VariantFormat } from "@forum/contract/helpers";
import { AppError, invalidField } from "../errors.ts";
import { nestedDeeperThan } from "../html/nesting.ts";
import { richSource } from "../html/rich-source.ts";
import { checkImageBytes } from "../images.ts";
import { currentOrigin } from "../request-origin.ts";
import type { TableFile, TableShape } from "../table-file.ts";
import { createWorkerPool, type PoolOptions } from "./pool.ts";
import type {
  DurationInput,
  MentionsInput,
  Reencoded,
  ReencodeInput,
  Sanitized,
  SanitizeInput,
  TableInput,
  VariantInput,
} from "./tasks.ts";

/** Time budgets per task: far above what a legitimate post or picture needs, far below a stalled request. */
const HTML_BUDGET_MS = 2_000;
const IMAGE_BUDGET_MS = 10_000;
/** Re-encoding plus its six width variants (AVIF is the slow part: about 1.5 s for all three widths). */
const IMAGE_WITH_VARIANTS_BUDGET_MS = 30_000;
const AUDIO_BUDGET_MS = 5_000;
/** Reading a 4 MB CSV takes about half a second; ten times that is a file built to be slow. */
const TABLE_BUDGET_MS = 5_000;

const OVER_BUDGET = "too_complex";

/** A 422 for input that used up its whole time budget (with a field map when the field is known). */
const overBudget = (message: string, field?: string) =>
  new AppError(OVER_BUDGET, message, 422, field ? { [field]: [message] } : undefined);

/** Whether a refusal cost a worker its whole budget (the write throttle does not give that turn back). */
export const isOverBudget = (err: AppError) => err.code === OVER_BUDGET;

/**
 * The app's CPU-heavy work, off the event loop: sanitising rich text (posts, and announcements later) and re-encoding
 * uploaded pictures run in one small worker pool, each with a time budget. Cheap checks come first, on the event
 * loop, so hostile input is refused before it takes a thread.
 */
export function createWorkers(opts: Partial<PoolOptions> & { htmlBudgetMs?: number; imageBudgetMs?: number } = {}) {
  const pool = createWorkerPool({ filename: new URL("./entry.mjs", import.meta.url).href, ...opts });
  return {
    html: {
      /**
       * User HTML sanitised (allow-list, links fixed and added, at most `maxLength`) with its text. 422 on `content`
       * when it is nested deeper than 20 levels, too long once sanitised, or too slow to sanitise. With `rich` (the
       * default) TeX is rendered and code highlighted within the same bounds, and the text keeps the TeX as typed.
       */
      sanitize(raw: string, o: { publicUrl: string; maxLength?: number; rich?: boolean }): Promise<Sanitized> {
        const html = richSource(raw); // an edit sends back our own renderings of maths and code: typed again
        if (nestedDeeperThan(html, limits.contentDepthMax)) {
          return Promise.reject(invalidField("content", contentMessages.tooDeep));
        }
        // An image pasted from a page answered on the writer's own origin (PUBLIC_URL unset) is ours too.
        const origins = [...new Set([o.publicUrl, currentOrigin() ?? o.publicUrl])];
        const input: SanitizeInput = {
          html,
          origins,
          maxLength: o.maxLength ?? limits.contentHtmlMax,
          rich: o.rich ?? true,
        };
        return pool.run<Sanitized>("sanitizeHtml", input, {
          ms: opts.htmlBudgetMs ?? HTML_BUDGET_MS,
          exceeded: () => overBudget(contentMessages.tooComplex, "content"),
        });
      },
      /** Sanitised HTML with the @mentions of `targets` linked to `profileBase` + their id (html/mentions.ts). */
      linkMentions(html: string, targets: MentionsInput["targets"], profileBase: string): Promise<string> {
        const input: MentionsInput = { html, targets, profileBase, maxLength: limits.contentHtmlMax };
        return pool.run<string>("mentions", input, {
          ms: opts.htmlBudgetMs ?? HTML_BUDGET_MS,
          exceeded: () => overBudget(contentMessages.tooComplex, "content"),
        });
      },
    },
    images: {
      /** platform/images.ts reencodeImage in the pool; its 422s (size, type, 24 megapixels) as they are. */
      async reencode(
        image: Buffer,
        o: { maxSide: number; square?: boolean; variants?: boolean },
      ): Promise<Reencoded & { data: Buffer }> {
        checkImageBytes(image);
        const input: ReencodeInput = { image, maxSide: o.maxSide, square: o.square, variants: o.variants };
        const out = await pool.run<Reencoded>("reencode", input, {
          ms: opts.imageBudgetMs ?? (o.variants ? IMAGE_WITH_VARIANTS_BUDGET_MS : IMAGE_BUDGET_MS),
          exceeded: () => overBudget(imageMessages.tooComplex),
        });
        const variants = out.variants?.map((v) => ({ ...v, data: asBuffer(v.data) }));
        return { ...out, data: asBuffer(out.data), variants };
      },
      /** One width variant of a stored original (ours, so already checked and re-encoded once). */
      async variant(image: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
        checkImageBytes(image);
        const input: VariantInput = { image, width, format };
        const out = await pool.run<Uint8Array>("variant", input, {
          ms: opts.imageBudgetMs ?? IMAGE_BUDGET_MS,
          exceeded: () => overBudget(imageMessages.tooComplex),
        });
        return asBuffer(out);
      },
    },
    audio: {
      /** A recording's length in seconds, or null when it cannot be read; `exceeded` when reading it takes too long. */
      duration(audio: Buffer, mimeType: string, exceeded: () => Error): Promise<number | null> {
        const input: DurationInput = { audio, mimeType };
        return pool.run<number | null>("duration", input, { ms: AUDIO_BUDGET_MS, exceeded });
      },
    },
    files: {
      /** The rows of an uploaded .csv or .json list; `exceeded` when reading it takes too long. */
      table(file: Buffer, shape: TableShape, exceeded: () => Error): Promise<TableFile> {
        const input: TableInput = { file, shape };
        return pool.run<TableFile>("tableFile", input, { ms: TABLE_BUDGET_MS, exceeded });
      },
    },
    warm: pool.warm,
    close: pool.close,
  };
}
export type Workers = ReturnType<typeof createWorkers>;

/** Bytes back from a thread arrive as a plain Uint8Array. */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
