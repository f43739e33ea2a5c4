import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";

/**
 * What happened in one feature that others act on, by name, with its payload's type: a reply notifies, a write makes
 * caches stale. Features publish; the features that care subscribe when they are registered (immich's event
 * repository and `@OnEvent` handlers). In process only: each event is acted on once, by the instance that wrote it;
 * what other instances must hear (caches) they hear through the cache bus.
 */
export type DomainEvents = {
  /** A post or comment was created, edited or deleted (any status). */
  "post-written": {
    id: number;
    type: "post" | "comment";
    published: boolean;
    change: "created" | "edited" | "deleted";
  };
  /** A published reply appeared (new, or a draft comment published). */
  "reply-published": { replyId: number };
  /** A published post (not a reply) appeared: new, or a draft published; its tags are written already. */
  "post-published": { postId: number };
  /** A published post or comment (`itemId`) @mentions these students (never its writer; at most ten). */
  mentioned: { itemId: number; userIds: number[] };
  /** A question's accepted answer was chosen, replaced (`previousReplyId`) or taken back (`replyId` null). */
  "answer-changed": { questionId: number; replyId: number | null; previousReplyId: number | null; actorId: number };
  /** A student liked, disliked or took either back. */
  "reaction-changed": { postId: number; userId: number; liked: boolean };
  /** An admin resolved a post's reports: the students whose open report it closed hear the outcome. */
  "reports-resolved": {
    postId: number;
    adminId: number;
    outcome: "dismiss" | "hide" | "restore" | "delete";
    reporterIds: number[];
  };
  /** An admin approved or sent back a student's translation: the student hears of it. */
  "submission-reviewed": {
    submissionId: number;
    userId: number;
    adminId: number;
    itemId: number;
    itemText: string;
    approved: boolean;
    /** The reviewer's notes when sent back. */
    notes: string | null;
  };
  /** An admin renamed or deleted a category or community that post rows name: lists that show it are stale. */
  "post-labels-changed": { kind: "category" | "community"; id: number };
  /** A student joined or left a community. */
  "membership-changed": { communityId: number; userId: number; member: boolean };
};

/** What a transactional handler leaves for after the commit (a live push): nothing is pushed for a rolled-back act. */
export type AfterCommit = () => void;
type TransactionHandler<K extends keyof DomainEvents> = (
  tx: Db,
  payload: DomainEvents[K],
) => Promise<AfterCommit | undefined>;

/**
 * One write's events, raised inside its transaction: the writer's repository calls `raise` there (the
 * `onTransaction` handlers write with it), the writer calls `committed` once it has committed (their after-commit
 * work, then the event's `on` handlers, as `emit` runs them).
 */
export type TransactionalEvents = {
  raise<K extends keyof DomainEvents>(tx: Db, name: K, payload: DomainEvents[K]): Promise<void>;
  committed(): Promise<void>;
};
/** The hook a repository calls inside its transaction with what it wrote. */
export type WithinTransaction<R> = (tx: Db, written: R) => Promise<void>;

export type Events = {
  /** Runs every handler of the event (in parallel) and waits for them; a failing handler is logged, never thrown. */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
  on<K extends keyof DomainEvents>(name: K, handler: (payload: DomainEvents[K]) => Promise<void> | void): void;
  /**
   * A handler that writes inside the writer's own transaction, for what must be kept or lost with the act
   * (notifications): a like is never acknowledged while its notification was lost to a database outage between two
   * transactions. A failing handler fails the act; the writer's client may try again.
   */
  onTransaction<K extends keyof DomainEvents>(name: K, handler: TransactionHandler<K>): void;
  /** A unit of work for one write's transactional events. */
  transactional(): TransactionalEvents;
};

export function createEvents(log: FastifyBaseLogger): Events {
  const handlers = new Map<string, Array<(payload: never) => Promise<void> | void>>();
  const inTransaction = new Map<string, Array<TransactionHandler<never>>>();
  const events: Events = {
    async emit(name, payload) {
      await Promise.all(
        (handlers.get(name) ?? []).map(async (handler) => {
          try {
            await handler(payload as never);
          } catch (err) {
            log.error({ err, event: name }, "event handler failed");
          }
        }),
      );
    },
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as (payload: never) => Promise<void> | void]);
    },
    onTransaction(name, handler) {
      inTransaction.set(name, [...(inTransaction.get(name) ?? []), handler as TransactionHandler<never>]);
    },
    transactional() {
      const after: AfterCommit[] = [];
      const raised: Array<() => Promise<void>> = [];
      return {
        async raise(tx, name, payload) {
          // One after another: statements on one transaction's connection do not run side by side.
          for (const handler of inTransaction.get(name) ?? []) {
            const then = await handler(tx, payload as never);
            if (then) after.push(then);
          }
          raised.push(() => events.emit(name, payload));
        },
        async committed() {
          for (const then of after.splice(0)) {
            try {
              then();
            } catch (err) {
              log.error({ err }, "after-commit work failed");
            }
          }
          for (const emit of raised.splice(0)) await emit();
        },
      };
    },
  };
  return events;
}
