import pg from "pg";

/**
 * A request waits at most this long for a connection: a free one from the pool, or a new one to a server that does
 * not answer. A refused connection (server down) fails at once anyway.
 */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Limits of a pool that serves requests, so that no request hangs on the database for more than a few seconds:
 * the server cancels a statement past 5 s (57014); the client gives up on one whose answer never comes (a peer gone
 * without a word) a little later; a transaction left idle cannot hold its locks for long. Not for migrations, seeding
 * or the bench, whose statements may rightly take longer.
 */
const SERVING_LIMITS = {
  statement_timeout: 5_000,
  query_timeout: 7_000,
  idle_in_transaction_session_timeout: 10_000,
} satisfies pg.PoolConfig;

/**
 * A `pg.Pool` none of whose clients can crash the process. pg-pool listens for `error` only on idle clients and
 * forwards it as the pool's `error`; a client that is checked out (a transaction, or a query's own checkout) has no
 * listener, and when the server ends its session (a restart's 57P01, a dropped socket) between two statements,
 * `pg.Client` emits `error` with nobody listening: Node throws it and the process dies. Every client therefore gets
 * a listener of its own as it connects. The error itself also reaches the statement that is running (or the next
 * one: the client is no longer queryable), which fails, and the pool drops the client when it is released.
 */
export function createPool(url: string, opts: { serving?: boolean; max?: number; onIdleError?: (err: Error) => void }) {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(opts.serving ? SERVING_LIMITS : {}),
  });
  pool.on("error", (err) => opts.onIdleError?.(err));
  pool.on("connect", (client) => client.on("error", ignoreCheckedOutError));
  return pool;
}

/** The statement that was running (or the next one) fails with this error, and the failure is answered there. */
function ignoreCheckedOutError() {}
