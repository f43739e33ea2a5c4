import { Readable } from "node:stream";
import { errorCodes, rewardTaskLimits as L, rewardTaskMessages as M, translationItemInput } from "@forum/contract";
import { parse } from "csv-parse";
import type { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import type { MultipartLimits } from "../../platform/multipart.ts";

export type TranslationItemInput = z.infer<typeof translationItemInput>;

const KB = 1024;
const MB = 1024 * KB;
/** 1,000 items of a few sentences each fit easily; a file past this is cut off while it streams in. */
export const ITEMS_FILE_MAX = 4 * MB;
export const itemsForm: MultipartLimits = {
  fields: 4,
  fieldSize: 4 * KB,
  files: 1,
  fileSize: ITEMS_FILE_MAX,
  total: ITEMS_FILE_MAX + 64 * KB,
};
export const CSV_HEADERS = ["text", "sentence_type", "grammatical_features", "domain", "style", "complexity", "points"];
/** How many rows' errors one answer lists. */
const ERRORS_SHOWN = 10;

const wrongType = () => new AppError(errorCodes.unsupportedMediaType, M.itemsFileType, 415);
const refuse = (field: string, errors: string[]) =>
  new AppError(errorCodes.validation, errors[0] ?? M.itemsMissing, 422, { [field]: errors });
const tooMany = (field: string) => refuse(field, [M.itemsTooMany(L.itemsPerUpload)]);

/**
 * The items of a bulk upload, every row checked with the contract's schema: all pass or the answer names the rows
 * that did not ("Row 3: The text is required."), counted from 1 (a CSV's header is not a row). `items` (JSON) or
 * `file` (a .json list or a .csv with {@link CSV_HEADERS}, told apart by their bytes, never by a name).
 */
export async function readItems(body: { items?: unknown; file?: unknown }): Promise<TranslationItemInput[]> {
  if (body.file !== undefined && body.file !== "") {
    if (!Buffer.isBuffer(body.file)) throw wrongType();
    return validated(await rowsOfFile(body.file), "file");
  }
  if (!Array.isArray(body.items)) throw refuse("items", [M.itemsMissing]);
  return validated(body.items, "items");
}

function validated(rows: unknown[], field: string): TranslationItemInput[] {
  if (rows.length === 0) throw refuse(field, [M.itemsMissing]);
  if (rows.length > L.itemsPerUpload) throw tooMany(field);
  const items: TranslationItemInput[] = [];
  const errors: string[] = [];
  rows.forEach((row, i) => {
    const checked = translationItemInput.safeParse(row);
    if (checked.success) items.push(checked.data);
    else if (errors.length < ERRORS_SHOWN) errors.push(M.itemRow(i + 1, checked.error.issues[0]?.message ?? ""));
  });
  if (errors.length) throw refuse(field, errors);
  return items;
}

async function rowsOfFile(file: Buffer): Promise<unknown[]> {
  // Text only: a NUL byte or broken UTF-8 is some other kind of file.
  if (file.includes(0)) throw wrongType();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file).replace(/^\uFEFF/, "");
  } catch {
    throw wrongType();
  }
  const start = text.trimStart()[0];
  if (start === "[" || start === "{") return jsonRows(text);
  return csvRows(text);
}

function jsonRows(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw wrongType();
  }
  // `{items: [...]}` as the JSON body has it, or the bare list.
  const rows = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
  if (!Array.isArray(rows)) throw wrongType();
  return rows;
}

/** Parsed as a stream in 64 KB chunks, so a large file lets other requests in between; stops past the limit. */
async function csvRows(text: string): Promise<unknown[]> {
  const chunks = (function* () {
    for (let i = 0; i < text.length; i += 64 * KB) yield text.slice(i, i + 64 * KB);
  })();
  const parser = Readable.from(chunks).pipe(
    parse({
      columns: headersOf,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: 64 * KB,
    }),
  );
  const rows: unknown[] = [];
  try {
    for await (const record of parser) {
      rows.push(record);
      if (rows.length > L.itemsPerUpload) throw tooMany("file");
    }
  } catch (err) {
    parser.destroy();
    if (err instanceof AppError) throw err;
    throw wrongType();
  }
  return rows;
}

/** The header row must name the columns (in any order, `text` required, no others). */
function headersOf(header: string[]): string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  if (!names.includes("text") || names.some((n) => !CSV_HEADERS.includes(n)) || new Set(names).size !== names.length) {
    throw wrongType();
  }
  return names;
}
