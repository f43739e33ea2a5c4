import { ApiError } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";
import type { FieldErrors } from "./form-errors.ts";

/** One row of an upload that was refused, numbered from 1 as a spreadsheet's data rows are, with its messages. */
export type RowError = { row: number; messages: string[] };

const itemKey = /^items\.(\d+)(?:\.|$)/;

/**
 * Splits a field map (the server's 422 `error`, or the contract's check of pasted JSON) into the rows it names
 * (`items.3.text` is row 4) and anything else (`file`, `items` itself), which is said once above them.
 */
export function rowErrorsOf(map: FieldErrors | Record<string, unknown>): { rows: RowError[]; other: string[] } {
  const rows = new Map<number, string[]>();
  const other: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== "string") continue;
    const match = itemKey.exec(key);
    if (!match) {
      other.push(first);
      continue;
    }
    const row = Number(match[1]) + 1;
    rows.set(row, [...(rows.get(row) ?? []), first]);
  }
  return { rows: [...rows].sort(([a], [b]) => a - b).map(([row, messages]) => ({ row, messages })), other };
}

/** What a failed upload says: a 422's rows, or the one message of any other failure. */
export function uploadFailureOf(err: unknown): { rows: RowError[]; other: string[] } {
  const map = err instanceof ApiError ? (err.body as { error?: unknown } | null)?.error : undefined;
  if (err instanceof ApiError && err.status === 422 && map && typeof map === "object") {
    const parsed = rowErrorsOf(map as Record<string, unknown>);
    if (parsed.rows.length || parsed.other.length) return parsed;
  }
  return { rows: [], other: [errorMessage(err)] };
}
