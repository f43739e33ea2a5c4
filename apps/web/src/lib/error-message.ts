import { errorCodes, messages } from "@forum/contract/texts";
import { ApiError, OfflineError } from "./api-client.ts";

const codes = new Set<string>(Object.values(errorCodes));

/**
 * API.md puts a machine code in `error` when it is a string; a code is no message for people. One lowercase word
 * counts too: a suspended account's login answers `error: "suspended"` with the reason and end date in `message`.
 */
const isCode = (s: string) => codes.has(s) || /^[a-z]+(_[a-z]+)*$/.test(s);

function fromBody(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim() || undefined;
  if (!body || typeof body !== "object") return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === "string" && error.trim() && !isCode(error)) return error;
  if (error && typeof error === "object") {
    // A field map: the first message of the first field (core §8, secondary §8).
    const first = Object.values(error)[0];
    if (Array.isArray(first) && typeof first[0] === "string") return first[0];
    if (typeof first === "string") return first;
    if ("message" in error && typeof error.message === "string") return error.message;
  }
  if (typeof message === "string" && message.trim()) return message;
  return undefined;
}

/**
 * Core §8 pickup order: a string as given, then the answer's `error` (string or field map), then its `message` or the
 * error's own message, then the fallback.
 */
export function errorMessage(err: unknown, fallback: string = messages.errors.unexpectedRetry): string {
  if (typeof err === "string") return err.trim() || fallback;
  if (err instanceof ApiError) return fromBody(err.body) ?? fallback;
  // Offline: say so, and whether anything was sent (api-client's OfflineError words it by method).
  if (err instanceof OfflineError) return err.message;
  // Network failures and time-outs carry browser wording ("Failed to fetch"); the fallback reads better.
  if (err instanceof TypeError || err instanceof DOMException) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
