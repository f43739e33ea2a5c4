import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pollOptions, polls, pollVotes } from "../../db/schema/index.ts";
import { type AuditDraft, recordAudit } from "../audit/audit.repository.ts";

const LIST_CAP = 200;

export type PollValues = { title: string; options: string[]; active: boolean };
/** A refused save: no such poll, or its options were to change after students voted. */
export type PollSaveOutcome = { id: number } | "missing" | "locked";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Poll writes take turns (a transaction lock): activating one ends the active one in the same transaction, and two
 * activations at once would otherwise both end the old one and collide on the one-active index.
 */
const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('forum:polls'))`);

/** Ends the active poll (but `except`) when this write activates one. */
async function endActive(tx: Tx, active: boolean, except: number | null) {
  if (!active) return;
  await tx
    .update(polls)
    .set({ active: false })
    .where(and(eq(polls.active, true), except ? ne(polls.id, except) : undefined));
}

const addOptions = (tx: Tx, pollId: number, options: string[]) =>
  tx.insert(pollOptions).values(options.map((option, position) => ({ pollId, option, position })));

/** The admin's writes to polls; each write and its audit entry share one transaction. */
export function createPollsAdminRepository(db: Db) {
  /** Polls newest first, with their options in order; two queries whatever the number of polls. */
  async function list(ids?: number[]) {
    const rows = await db
      .select()
      .from(polls)
      .where(ids ? inArray(polls.id, ids) : undefined)
      .orderBy(desc(polls.createdAt), desc(polls.id))
      .limit(LIST_CAP);
    if (rows.length === 0) return [];
    const options = await db
      .select({
        id: pollOptions.id,
        pollId: pollOptions.pollId,
        option: pollOptions.option,
        votes_count: pollOptions.votesCount,
      })
      .from(pollOptions)
      .where(
        inArray(
          pollOptions.pollId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(pollOptions.pollId, pollOptions.position, pollOptions.id);
    return rows.map((poll) => ({ ...poll, options: options.filter((o) => o.pollId === poll.id) }));
  }

  return {
    list: () => list(),
    one: async (id: number) => (await list([id]))[0],

    create: (values: PollValues, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        await takeTurn(tx);
        await endActive(tx, values.active, null);
        const [poll] = await tx.insert(polls).values({ title: values.title, active: values.active }).returning();
        await addOptions(tx, poll!.id, values.options);
        await recordAudit(tx, { ...audit, targetId: poll!.id });
        return poll!.id;
      }),

    /** Options that stay the same (same texts, same order) keep their rows and votes; others replace them if unvoted. */
    update: (id: number, values: PollValues, audit: AuditDraft): Promise<PollSaveOutcome> =>
      db.transaction(async (tx) => {
        await takeTurn(tx);
        const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for("update");
        if (!poll) return "missing";
        const current = await tx
          .select({ option: pollOptions.option })
          .from(pollOptions)
          .where(eq(pollOptions.pollId, id))
          .orderBy(pollOptions.position, pollOptions.id);
        const same =
          current.length === values.options.length && current.every((o, i) => o.option === values.options[i]);
        if (!same) {
          const [voted] = await tx.select({ one: sql`1` }).from(pollVotes).where(eq(pollVotes.pollId, id)).limit(1);
          if (voted) return "locked";
          await tx.delete(pollOptions).where(eq(pollOptions.pollId, id));
          await addOptions(tx, id, values.options);
        }
        await endActive(tx, values.active, id);
        await tx.update(polls).set({ title: values.title, active: values.active }).where(eq(polls.id, id));
        await recordAudit(tx, { ...audit, targetId: id });
        return { id };
      }),

    /** Its options and votes go with it. */
    remove: (id: number, audit: AuditDraft) =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(polls).where(eq(polls.id, id)).returning();
        if (row) await recordAudit(tx, { ...audit, targetId: id, note: row.title });
        return !!row;
      }),
  };
}
export type PollsAdminRepository = ReturnType<typeof createPollsAdminRepository>;
export type AdminPollRow = NonNullable<Awaited<ReturnType<PollsAdminRepository["one"]>>>;
