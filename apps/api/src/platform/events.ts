import type { FastifyBaseLogger } from "fastify";

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
  /** A student joined or left a community. */
  "membership-changed": { communityId: number; userId: number; member: boolean };
};

export type Events = {
  /** Runs every handler of the event (in parallel) and waits for them; a failing handler is logged, never thrown. */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
  on<K extends keyof DomainEvents>(name: K, handler: (payload: DomainEvents[K]) => Promise<void> | void): void;
};

export function createEvents(log: FastifyBaseLogger): Events {
  const handlers = new Map<string, Array<(payload: never) => Promise<void> | void>>();
  return {
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
  };
}
