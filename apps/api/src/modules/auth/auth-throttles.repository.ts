import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authCodes, authThrottles, users } from "../../db/schema/index.ts";
import type { CodePurpose } from "./auth.repository.ts";
import type { MailTurn, ThrottleMemory, Turn } from "./auth.throttles.ts";

export type ThrottleKind = (typeof authThrottles.$inferSelect)["kind"];
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const sweepAfterDays = 31;

/** Memories of addresses (wrong code guesses, code mails), read and rewritten one address at a time. */
export function createAuthThrottlesRepository(db: Db) {
  const at = (kind: ThrottleKind, key: string) => and(eq(authThrottles.kind, kind), eq(authThrottles.key, key));

  /**
   * Upserting takes the row's lock until the transaction ends, so two instances deciding on one address take turns;
   * the same statement also serves an address seen for the first time, so every turn writes alike.
   */
  async function lock(tx: Tx, kind: ThrottleKind, key: string): Promise<ThrottleMemory> {
    const [row] = await tx
      .insert(authThrottles)
      .values({ kind, key })
      .onConflictDoUpdate({ target: [authThrottles.kind, authThrottles.key], set: { updatedAt: new Date() } })
      .returning();
    const hits = Array.isArray(row?.hits) ? row.hits.filter((h) => typeof h === "number" && Number.isFinite(h)) : [];
    return { hits, clearedAt: row?.clearedAt?.getTime() ?? null, alertedAt: row?.alertedAt?.getTime() ?? null };
  }

  async function save(tx: Tx, kind: ThrottleKind, key: string, memory: Turn<unknown>["memory"]) {
    const set = {
      ...(memory.hits ? { hits: memory.hits } : {}),
      ...(memory.alertedAt != null ? { alertedAt: new Date(memory.alertedAt) } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(authThrottles).set(set).where(at(kind, key));
  }

  // Rows nobody touched for a month hold nothing a window still counts. SKIP LOCKED: a sweep never waits on, or
  // deadlocks with, another turn.
  async function sweep(tx: Tx) {
    await tx.execute(sql`delete from ${authThrottles} where (${authThrottles.kind}, ${authThrottles.key}) in (
      select ${authThrottles.kind}, ${authThrottles.key} from ${authThrottles}
      where ${authThrottles.updatedAt} < now() - make_interval(days => ${sweepAfterDays})
      limit 100 for update skip locked)`);
  }

  return {
    /**
     * A code mail's turn (a pure function of two memories) with both rows of the address locked: every code mail's
     * (`code_mail`, the minute across kinds) and this kind's. Always locked in that order, so two turns never deadlock.
     */
    takeMail: (kind: ThrottleKind, key: string, step: (any: ThrottleMemory, own: ThrottleMemory) => MailTurn) =>
      db.transaction(async (tx) => {
        const any = await lock(tx, "code_mail", key);
        const { any: anyMemory, own, result } = step(any, await lock(tx, kind, key));
        await save(tx, "code_mail", key, anyMemory);
        await save(tx, kind, key, own);
        await sweep(tx);
        return result;
      }),

    /**
     * A code check's turn; when it allows the guess, the same transaction counts it against the address's active
     * code (5 wrong tries void it) and returns that code. The statements are the same whether or not the address has
     * an account or a code, so the answer's timing tells nothing.
     */
    takeGuess: <T extends { retryAt: number | null }>(
      kind: ThrottleKind,
      key: string,
      code: { email: string; purpose: CodePurpose; maxAttempts: number },
      step: (m: ThrottleMemory) => Turn<T>,
    ) =>
      db.transaction(async (tx) => {
        const { memory, result } = step(await lock(tx, kind, key));
        await save(tx, kind, key, memory);
        await sweep(tx);
        if (result.retryAt !== null) return { ...result, code: undefined };
        const active = tx
          .select({ id: authCodes.id })
          .from(authCodes)
          .innerJoin(users, eq(users.id, authCodes.userId))
          .where(
            and(
              eq(users.email, code.email),
              eq(authCodes.purpose, code.purpose),
              isNull(authCodes.consumedAt),
              gt(authCodes.expiresAt, new Date()),
              lt(authCodes.attempts, code.maxAttempts),
            ),
          )
          .limit(1);
        const [found] = await tx
          .update(authCodes)
          .set({ attempts: sql`${authCodes.attempts} + 1` })
          .where(inArray(authCodes.id, active))
          .returning({ id: authCodes.id, userId: authCodes.userId, codeHash: authCodes.codeHash });
        return { ...result, code: found };
      }),

    /** A right code: the guess counted for it is taken back, and earlier wrong ones stop slowing the next down. */
    forgive: (kind: ThrottleKind, key: string, hitAt: number) =>
      db.transaction(async (tx) => {
        const hits = [...(await lock(tx, kind, key)).hits];
        const i = hits.indexOf(hitAt);
        if (i >= 0) hits.splice(i, 1);
        await tx.update(authThrottles).set({ hits, clearedAt: new Date() }).where(at(kind, key));
      }),

    /**
     * A sign-in: earlier wrong guesses stop slowing the next one down (the caps still count them). A right code: the
     * code mails before it no longer hold the next one back (`code_mail`).
     */
    clear: async (kind: ThrottleKind, key: string) => {
      await db.update(authThrottles).set({ clearedAt: new Date() }).where(at(kind, key));
    },
  };
}
export type AuthThrottlesRepository = ReturnType<typeof createAuthThrottlesRepository>;
