import { errorCodes, rewardTaskLimits as L, rewardTaskMessages as M, translationItemInput } from "@forum/contract";
import type { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import type { MultipartLimits } from "../../../platform/multipart.ts";
import type { Workers } from "../../../platform/workers/workers.ts";

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
 * `file` (a .json list or a .csv with {@link CSV_HEADERS}, told apart by their bytes, never by a name). A file is
 * read in the worker pool: parsing a large CSV on the event loop held every other request for up to two seconds.
 */
export async function readItems(
  body: { items?: unknown; file?: unknown },
  workers: Pick<Workers, "files">,
): Promise<TranslationItemInput[]> {
  if (body.file !== undefined && body.file !== "") {
    if (!Buffer.isBuffer(body.file)) throw wrongType();
    const shape = { columns: CSV_HEADERS, required: "text", maxRows: L.itemsPerUpload };
    const table = await workers.files.table(body.file, shape, wrongType);
    if ("refused" in table) throw table.refused === "too-many" ? tooMany("file") : wrongType();
    return validated(table.rows, "file");
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
