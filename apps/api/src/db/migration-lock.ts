import type pg from "pg";

/**
 * The advisory lock key every instance takes around its migrations: any fixed 64-bit number, the same in every
 * release. Drizzle's migrator takes no lock, so instances started together on one PostgreSQL would each see the same
 * migrations pending and run them at once (failing on each other's CREATEs, or applying one twice).
 */
export const MIGRATION_LOCK_KEY = 7_262_637_190_424_101n;

/**
 * Runs `migrate` on one connection of `pool` while it holds the session-level advisory lock: the first instance
 * migrates, the others wait on the lock and then find nothing pending. The lock is the session's, so it goes with the
 * connection too if the process dies mid-migration.
 */
export async function withMigrationLock<T>(pool: pg.Pool, migrate: (session: pg.PoolClient) => Promise<T>) {
  const session = await pool.connect();
  try {
    await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await migrate(session);
    } finally {
      await session.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    session.release();
  }
}
