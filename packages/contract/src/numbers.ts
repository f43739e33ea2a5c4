import { z } from "zod";

/** The largest value of a PostgreSQL `integer` column: ids, counts and pages are 32-bit. */
export const INT32_MAX = 2_147_483_647;

/** Plain decimal digits, as an id is written: no sign, space, leading zero, exponent, fraction or hex (`0x10`, ` 1`, `1e0`). */
const decimalDigits = /^[1-9]\d{0,9}$/;

/**
 * An id in a query, path or body: a positive whole number that fits its column (a bigger one is a 422, not a 500). A
 * string is read only when it is plain digits; `Number()`'s other spellings (`0x10` is 16, ` 1` is 1) would let two
 * addresses name one resource and slip past anything that matches ids as text. `error`: the refusal's text (else zod's).
 */
export const idNumber = (error?: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && decimalDigits.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).positive({ error }).max(INT32_MAX, { error }),
  );

/** A page number: the feed stops at page 100,000 (20 a page is two million rows, deeper than any reader goes). */
export const pageNumber = () => z.coerce.number().int().min(1).max(100_000).default(1);

/** An id written in plain digits within 32 bits, else null (finds nothing). */
export function parseIdDigits(raw: string): number | null {
  if (!decimalDigits.test(raw)) return null;
  const id = Number(raw);
  return id <= INT32_MAX ? id : null;
}

/** A post id as a path segment: a numeric id within 32 bits or a uuid; anything else finds nothing. */
export function parsePostRef(raw: string): { id: number } | { uuid: string } | null {
  if (decimalDigits.test(raw)) {
    const id = parseIdDigits(raw);
    return id === null ? null : { id };
  }
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
    ? { uuid: raw.toLowerCase() }
    : null;
}
