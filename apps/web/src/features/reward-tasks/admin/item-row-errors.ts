import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { adminRewardTaskTexts as t } from "./texts.ts";

/**
 * Why an upload was refused, one line each. `refused` is true for a 422 (or the check of pasted JSON): nothing was
 * added and every line is shown; otherwise the one line is the failure's message (a lost connection, a 415...).
 */
export type UploadFailure = { refused: boolean; lines: string[] };

const itemKey = /^items\.(\d+)(?:\.|$)/;

/**
 * The lines of a field map. The server answers one field (`file` or `items`) with a message per bad row, already
 * numbered ("Row 3: The text is required."); the contract's check of pasted JSON names the row in the key
 * (`items.2.text`), numbered here the same way, from 1.
 */
export function rowErrorsOf(map: Record<string, unknown>): string[] {
  const rows: [number, string][] = [];
  const other: string[] = [];
  for (const [key, value] of Object.entries(map)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === "string");
    const match = itemKey.exec(key);
    if (match) for (const m of messages) rows.push([Number(match[1]) + 1, m]);
    else other.push(...messages);
  }
  rows.sort(([a], [b]) => a - b);
  return [...other, ...rows.map(([row, m]) => `${t.row(row)}: ${m}`)];
}

export function uploadFailureOf(err: unknown): UploadFailure {
  const map = err instanceof ApiError ? (err.body as { error?: unknown } | null)?.error : undefined;
  if (err instanceof ApiError && err.status === 422 && map && typeof map === "object") {
    const lines = rowErrorsOf(map as Record<string, unknown>);
    if (lines.length) return { refused: true, lines };
  }
  return { refused: false, lines: [errorMessage(err)] };
}
