/** Seconds a client is told to wait (Retry-After) when the database cannot be reached: a restart takes about that. */
export const unavailableRetryAfterSeconds = 5;

/**
 * SQLSTATEs of a server going away or not there yet: admin shutdown (57P01, sent to every session by a fast
 * restart), crash shutdown (57P02), cannot connect now (57P03, starting up or shutting down), a statement cancelled
 * by our own statement_timeout (57014), too many connections (53300). Class 08 (connection exception) is matched by
 * its prefix.
 */
const serverStates = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);

/** Socket errors on the way to the server (Node's codes). */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** pg and pg-pool report a lost or unreachable connection by message only (no code). */
const lostConnection = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
];

/** ioredis gives up on a command after its retries while Redis is unreachable. */
const redisUnavailable = new Set(["MaxRetriesPerRequestError"]);

/**
 * Whether an error means the database (or Redis) cannot be reached right now, rather than a bug or a bad request:
 * such a request is answered 503 with Retry-After. Drizzle wraps driver errors (`cause`); a dual-stack connect
 * failure is an AggregateError; both are looked through.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("08") || serverStates.has(code) || socketCodes.has(code))) {
    return true;
  }
  if (redisUnavailable.has(err.name) || lostConnection.some((m) => err.message.startsWith(m))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

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

/** A unique index refused the row (`23505`): two writes claimed one name at the same moment. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === "23505";
