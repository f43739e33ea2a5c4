import { z } from "zod";

/** The largest value of a PostgreSQL `integer` column: ids, counts and pages are 32-bit. */
export const INT32_MAX = 2_147_483_647;

/** An id in a query, path or body: a positive whole number that fits its column (a bigger one is a 422, not a 500). */
export const idNumber = () => z.coerce.number().int().positive().max(INT32_MAX);

/** A page number: the feed stops at page 100,000 (20 a page is two million rows, deeper than any reader goes). */
export const pageNumber = () => z.coerce.number().int().min(1).max(100_000).default(1);

/** A post id as a path segment: a numeric id within 32 bits or a uuid; anything else finds nothing. */
export function parsePostRef(raw: string): { id: number } | { uuid: string } | null {
  if (/^\d{1,10}$/.test(raw)) {
    const id = Number(raw);
    return id > 0 && id <= INT32_MAX ? { id } : null;
  }
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
    ? { uuid: raw.toLowerCase() }
    : null;
}
