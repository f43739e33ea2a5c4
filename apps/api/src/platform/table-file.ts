import { Readable } from "node:stream";
import { parse } from "csv-parse";

const KB = 1024;

/** What a spreadsheet-like upload holds: its rows, or why it is not one (the caller words the refusal). */
export type TableFile = { rows: unknown[] } | { refused: "type" | "too-many" };

export type TableShape = {
  /** The header names a CSV may use (any order, each once); `required` must be among them. */
  columns: readonly string[];
  required: string;
  /** More rows than this stop the reading at once. */
  maxRows: number;
};

/**
 * The rows of an uploaded .json list (or `{items: [...]}`) or .csv with a header row, told apart by their bytes,
 * never by a name. CPU-bound on large files (a 4 MB CSV takes about half a second), so it runs in the worker pool
 * (`workers.files.table`), never on the event loop.
 */
export async function readTableFile(file: Uint8Array, shape: TableShape): Promise<TableFile> {
  // Text only: a NUL byte or broken UTF-8 is some other kind of file.
  if (file.includes(0)) return { refused: "type" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file).replace(/^\uFEFF/, "");
  } catch {
    return { refused: "type" };
  }
  const start = text.trimStart()[0];
  const rows = start === "[" || start === "{" ? jsonRows(text) : await csvRows(text, shape);
  if (rows === "type" || rows === "too-many") return { refused: rows };
  return rows.length > shape.maxRows ? { refused: "too-many" } : { rows };
}

function jsonRows(text: string): unknown[] | "type" {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "type";
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown } | null)?.items;
  return Array.isArray(rows) ? rows : "type";
}

class TooMany extends Error {}

async function csvRows(text: string, shape: TableShape): Promise<unknown[] | "type" | "too-many"> {
  const parser = Readable.from([text]).pipe(
    parse({
      columns: (header: string[]) => headersOf(header, shape),
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
      if (rows.length > shape.maxRows) throw new TooMany();
    }
  } catch (err) {
    parser.destroy();
    return err instanceof TooMany ? "too-many" : "type";
  }
  return rows;
}

/** The header row must name the columns (in any order, the required one present, no others, none twice). */
function headersOf(header: string[], shape: TableShape): string[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = names.every((n) => shape.columns.includes(n));
  if (!names.includes(shape.required) || !known || new Set(names).size !== names.length) {
    throw new Error("not the expected columns");
  }
  return names;
}
