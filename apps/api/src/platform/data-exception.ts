/** The SQLSTATE of a database error, from the driver's error or the ORM's wrapper of it. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as never, i++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Class 22 ("data exception": a value out of range, a malformed uuid, a NUL byte): the input was wrong, not the
 * server. Schemas refuse these first; this is the backstop that keeps a missed case a 4xx.
 */
export const isDataException = (err: unknown) => sqlState(err)?.startsWith("22") ?? false;
