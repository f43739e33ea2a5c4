import { defaultPreferences, type ReachChannels, type ReachType, reachTypes } from "@forum/contract";
import { pushMessages } from "@forum/contract/texts";
import type { Db } from "../../../db/client.ts";
import { invalidField } from "../../../platform/errors.ts";
import type { DispatchedNotification } from "../dispatch/dispatch.module.ts";
import { checkPushEndpoint } from "./endpoint-check.ts";
import type { PushRepository, SubscriptionKeys } from "./push.repository.ts";

/** A student's devices: more than this and the oldest subscription goes (a browser reinstalled, a phone replaced). */
export const SUBSCRIPTIONS_MAX = 20;

export type PushJob = { notificationId: number; subscriptionId: number; attempt?: number };
/** Queues these push jobs on `tx`, in one statement. */
export type QueuePushes = (tx: Db, jobs: PushJob[]) => Promise<void>;

type Deps = { repo: PushRepository; repoIn: (tx: Db) => PushRepository; allowed: ReadonlySet<string> };

/** Types the preferences name follow them (a missing row or type: the defaults); the others are always pushed. */
function pushOn(
  type: DispatchedNotification["type"],
  types: Partial<Record<ReachType, ReachChannels>> | null,
): boolean {
  if (!(reachTypes as readonly string[]).includes(type)) return true;
  const t = type as ReachType;
  return types?.[t]?.push ?? defaultPreferences.types[t].push;
}

/** Which devices hear of which notification: subscribing and unsubscribing, and the dispatcher's hand-on. */
export function createPushService(d: Deps) {
  return {
    async subscribe(userId: number, s: SubscriptionKeys) {
      if (!checkPushEndpoint(s.endpoint, d.allowed).ok) throw invalidField("endpoint", pushMessages.endpointRefused);
      await d.repo.save(userId, s);
      await d.repo.trim(userId, SUBSCRIPTIONS_MAX);
      return { message: pushMessages.subscribed };
    },

    /** Only the caller's own: an endpoint of someone else's device (or none) changes nothing, and says the same. */
    async unsubscribe(userId: number, endpoint: string) {
      await d.repo.remove(userId, endpoint);
      return { message: pushMessages.unsubscribed };
    },

    /**
     * One push job per notification and subscription whose type has push on, queued on the dispatcher's transaction:
     * one query for every row's subscriptions and choices, one to queue the jobs (a pass of a post's hundreds of
     * notifications holds its transaction, and on PGlite the one connection, for two round trips).
     */
    async dispatched(tx: Db, rows: DispatchedNotification[], queue: QueuePushes) {
      const targets = await d.repoIn(tx).targets([...new Set(rows.map((r) => r.userId))]);
      const byUser = new Map<number, typeof targets>();
      for (const s of targets) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
      const jobs = rows.flatMap((n) =>
        (byUser.get(n.userId) ?? [])
          .filter((s) => pushOn(n.type, s.types))
          .map((s) => ({ notificationId: n.id, subscriptionId: s.id })),
      );
      await queue(tx, jobs);
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
