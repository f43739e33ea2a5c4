import { throttleMessages } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { tooManyRequests } from "./errors.ts";
import type { BucketRule, BucketStore } from "./throttle.ts";

/** What a student's write counts as: a new post (or draft), a comment, an edit, a report, or any other write. */
export type WriteKind = "post" | "comment" | "edit" | "report" | "write";
export type WriteRules = Record<"newAccount" | "established", Record<WriteKind, BucketRule>>;

/** Accounts younger than this are "new": spam accounts are young, so they get the tighter limits. */
export const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A burst, then a steady pace. A new account posts 5 at once and then one every 30 s, comments one every 10 s; an
 * established one twice as often or more. `write` covers every other signed-in write (likes, bookmarks, votes...).
 * Reports (issue 23: five accounts reported 30 posts in 2.4 s) come 5 at once then one every 2 minutes (30 an hour)
 * from a new account, 10 then one every 72 s (50 an hour) from an established one: more than a student who meets a
 * spam wave needs, too few to flood the queue.
 */
export const writeRules: WriteRules = {
  newAccount: {
    post: { burst: 5, everyMs: 30_000 },
    comment: { burst: 5, everyMs: 10_000 },
    edit: { burst: 10, everyMs: 6_000 },
    report: { burst: 5, everyMs: 120_000 },
    write: { burst: 30, everyMs: 1_000 },
  },
  established: {
    post: { burst: 10, everyMs: 10_000 },
    comment: { burst: 10, everyMs: 3_000 },
    edit: { burst: 20, everyMs: 3_000 },
    report: { burst: 10, everyMs: 72_000 },
    write: { burst: 60, everyMs: 500 },
  },
};

export type Writer = { id: number; isAdmin: boolean; since: Date };

export function createWriteThrottle(store: BucketStore, rules: WriteRules = writeRules, now = Date.now) {
  return {
    /** Takes one write of the kind or throws a 429 with Retry-After; the answer can give it back (a refused form). */
    async take(kind: WriteKind, writer: Writer): Promise<() => Promise<void>> {
      // Moderators clean up in bulk.
      if (writer.isAdmin) return async () => {};
      const tier = now() - writer.since.getTime() < NEW_ACCOUNT_MS ? "newAccount" : "established";
      const taken = await store.take(`${kind}:${writer.id}`, rules[tier][kind]);
      if (!taken.ok) {
        const wait = Math.max(1, Math.ceil(taken.waitMs / 1000));
        throw tooManyRequests(throttleMessages[kind](wait), wait);
      }
      return taken.refund;
    },
  };
}
export type WriteThrottle = ReturnType<typeof createWriteThrottle>;

/** Every signed-in write (not a read) takes from the student's `write` bucket before its body is read. */
export function registerWriteThrottle(app: FastifyInstance, throttle: WriteThrottle) {
  app.addHook("onRequest", async (request) => {
    if (!request.auth || request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    await throttle.take("write", request.auth);
  });
}
