import type { FastifyBaseLogger } from "fastify";
import type { PostView } from "./post-views.repository.ts";

const HOUR_MS = 3_600_000;
/** The hour a view counts in: hours since the epoch (post_views.hour). */
export const hourOf = (now: number) => Math.floor(now / HOUR_MS);
/** Views waiting to be written, at most (the database away for long): past it, new views go uncounted. */
const MAX_PENDING = 100_000;
/** Written views this instance remembers (this hour), so a reader's second look is not shown as a new view. */
const MAX_SEEN = 200_000;
/** Views per statement. */
const BATCH = 5_000;
/** A batch refused this many flushes running (minutes at the default pace) is dropped: it must not block the rest. */
const MAX_ATTEMPTS = 300;

export type ViewCounterDeps = {
  /** Writes views once per viewer, post and hour (the database's key decides, across instances); per post, how many were new. */
  write: (views: PostView[]) => Promise<Map<number, number>>;
  log: FastifyBaseLogger;
  /** After a flush: the posts whose pending views were written (their counters moved; cached pages go). */
  onWritten?: (postIds: number[]) => void;
  /** How often pending views are written. */
  flushMs?: number;
};

/**
 * Post views off the request's path: counted in memory, once per viewer, post and hour, and written in batches every
 * `flushMs` (and by `close`, on the app's shutdown) by one statement. A failed write keeps its views for the next
 * flush. A page answers its counter as stored plus `pending` views, so a reader sees their own view at once.
 */
export function createViewCounter(d: ViewCounterDeps) {
  const pending = new Map<string, PostView>();
  const pendingByPost = new Map<number, number>();
  let seen = new Set<string>();
  let seenHour = -1;
  let attempts = 0;
  let full = false;
  let queue: Promise<boolean> = Promise.resolve(true);

  /** Starts a new hour's memory of written views when the hour turns. */
  const hourNow = (now: number) => {
    const hour = hourOf(now);
    if (hour > seenHour) {
      seen = new Set();
      seenHour = hour;
    }
    return hour;
  };
  const remember = (key: string) => {
    if (seen.size >= MAX_SEEN) seen = new Set();
    seen.add(key);
  };

  const keyOf = (v: PostView) => `${v.hour}:${v.postId}:${v.viewerKey}`;
  const settle = (key: string, v: PostView) => {
    pending.delete(key);
    const left = (pendingByPost.get(v.postId) ?? 1) - 1;
    if (left > 0) pendingByPost.set(v.postId, left);
    else pendingByPost.delete(v.postId);
  };

  /** Writes one batch; false when the database refused it (kept, or dropped after MAX_ATTEMPTS). */
  async function writeBatch(): Promise<boolean> {
    const batch: [string, PostView][] = [];
    for (const entry of pending) {
      if (batch.length === BATCH) break;
      batch.push(entry);
    }
    try {
      await d.write(batch.map(([, v]) => v));
      attempts = 0;
    } catch (err) {
      attempts++;
      if (attempts < MAX_ATTEMPTS) {
        d.log.warn({ err, views: pending.size, attempts }, "post views not written; kept for the next flush");
        return false;
      }
      d.log.error({ err, views: batch.length }, "post views dropped: the database refused them too many times");
      attempts = 0;
      for (const [key, v] of batch) settle(key, v);
      return false;
    }
    for (const [key, v] of batch) {
      settle(key, v);
      if (v.hour === seenHour) remember(key);
    }
    d.onWritten?.([...new Set(batch.map(([, v]) => v.postId))]);
    return true;
  }

  async function writeAll(): Promise<boolean> {
    while (pending.size > 0) if (!(await writeBatch())) return false;
    return true;
  }

  /** Writes what is pending, after any flush already running; true when nothing is left unwritten. Never rejects. */
  const flush = () => {
    queue = queue.then(writeAll).catch((err: unknown) => {
      d.log.error({ err }, "post views flush failed");
      return false;
    });
    return queue;
  };
  const timer = setInterval(() => void (pending.size > 0 && flush()), d.flushMs ?? 1_000);
  timer.unref();

  return {
    /**
     * Counts a view unless this viewer's view of the post this hour is known already (`written`: the caller found it
     * in the database); true when it was new.
     */
    count(postId: number, viewerKey: string, now = Date.now(), written = false): boolean {
      const view = { postId, viewerKey, hour: hourNow(now) };
      const key = keyOf(view);
      if (pending.has(key) || seen.has(key)) return false;
      if (written) {
        remember(key);
        return false;
      }
      if (pending.size >= MAX_PENDING) {
        if (!full) d.log.error({ views: pending.size }, "post views not counted: too many waiting to be written");
        full = true;
        return false;
      }
      full = false;
      pending.set(key, view);
      pendingByPost.set(postId, (pendingByPost.get(postId) ?? 0) + 1);
      return true;
    },
    /** Views of the post counted here and not yet written: added to its stored counter when shown. */
    pending: (postId: number) => pendingByPost.get(postId) ?? 0,
    flush,
    /** Stops the timer and writes what is left (the app's onClose, before the database closes). */
    async close() {
      clearInterval(timer);
      return flush();
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
