import type { z } from "zod";
import { ApiError } from "../../lib/api-client.ts";
import { errorMessage } from "../../lib/error-message.ts";

/** Field name (a path joined with dots: `options.2`) to the one message shown under it. */
export type FieldErrors = Record<string, string>;

/** Checks a form against the contract's schema, as the server will: the first message of each field, or null. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * What a failed write says: a 422's field map goes under the fields it names (`fields`); anything else, a field the
 * form does not have included, is one message for the dialog.
 */
export function failureOf(err: unknown, fields: readonly string[]): { fields: FieldErrors; message: string | null } {
  const map = err instanceof ApiError ? (err.body as { error?: unknown } | null)?.error : undefined;
  const byField: FieldErrors = {};
  if (err instanceof ApiError && err.status === 422 && map && typeof map === "object") {
    for (const [field, list] of Object.entries(map as Record<string, unknown>)) {
      const first = Array.isArray(list) ? list[0] : list;
      if (typeof first === "string" && fields.includes(field.split(".")[0]!)) byField[field] = first;
    }
  }
  return { fields: byField, message: Object.keys(byField).length ? null : errorMessage(err) };
}
