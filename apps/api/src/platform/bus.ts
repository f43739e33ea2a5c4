import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { z } from "zod";

/** Each event's name and the schema of its payload: the payload's type, and the check of what arrives from Redis. */
export type EventSchemas = Record<string, z.ZodType>;
export type Payload<S extends EventSchemas, K extends keyof S> = z.infer<S[K]>;

export type Bus<S extends EventSchemas> = {
  /**
   * Runs this instance's handlers at once, then hands the event to the other instances. Never rejects: with Redis
   * down (or slower than `PUBLISH_WAIT_MS`) the others miss it, which is logged.
   */
  publish<K extends keyof S & string>(name: K, payload: Payload<S, K>): Promise<void>;
  /** Returns the unsubscribe. A handler that throws is logged; the others still run. */
  on<K extends keyof S & string>(name: K, handler: (payload: Payload<S, K>) => void): () => void;
  close(): void;
};

export type BusOptions<S extends EventSchemas> = {
  log: FastifyBaseLogger;
  /** With Redis, events reach every instance subscribed to `channel`; without, this instance only. */
  redis?: Redis;
  channel: string;
  /** Delivered here when the subscription comes back after an outage: whatever was published meanwhile is lost. */
  resync?: { [K in keyof S & string]: { name: K; payload: Payload<S, K> } }[keyof S & string];
};

/** A write's answer waits this long at most for Redis to take its event, so an outage never stalls writes. */
const PUBLISH_WAIT_MS = 250;

/** A typed publish/subscribe, in process, fanned out over Redis pub/sub when there is a Redis. */
export function createBus<S extends EventSchemas>(schemas: S, opts: BusOptions<S>): Bus<S> {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const origin = randomUUID();
  let failing = false;
  /** Logged once per outage, not once per write. */
  function unshared(event: string, err?: unknown) {
    if (!failing) opts.log.warn({ err, event }, "Redis unavailable: events reach this instance only");
    failing = true;
  }

  function deliver(name: string, payload: unknown) {
    for (const handler of handlers.get(name) ?? []) {
      try {
        handler(payload as never);
      } catch (err) {
        opts.log.error({ err, event: name }, "event handler failed");
      }
    }
  }

  // Received events are delivered here only, never published again: no instance echoes another.
  const sub = opts.redis
    ? subscribe(opts.redis, opts.channel, opts.log, {
        received(raw) {
          const message = parseMessage(raw);
          if (!message || message.origin === origin) return; // our own was delivered when published
          // Own names only: `__proto__` or `constructor` must not reach Object.prototype.
          const schema = Object.hasOwn(schemas, message.name) ? schemas[message.name] : undefined;
          const payload = schema?.safeParse(message.payload);
          if (!payload?.success) return opts.log.warn({ event: message.name }, "malformed event ignored");
          deliver(message.name, payload.data);
        },
        resumed() {
          if (opts.resync) deliver(opts.resync.name, opts.resync.payload);
        },
      })
    : undefined;

  return {
    async publish(name, payload) {
      deliver(name, payload);
      const redis = opts.redis;
      if (!redis) return;
      // Offline, the command would wait in ioredis's queue: every write would pay the wait.
      if (["reconnecting", "close", "end"].includes(redis.status)) return unshared(name);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), PUBLISH_WAIT_MS);
      });
      const sent = redis.publish(opts.channel, JSON.stringify({ origin, name, payload }));
      sent.catch(() => {}); // once late, a failure has been reported as late
      try {
        if ((await Promise.race([sent, late])) === "late") unshared(name);
        else failing = false;
      } catch (err) {
        unshared(name, err);
      } finally {
        clearTimeout(timer);
      }
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      set.add(handler as (payload: never) => void);
      return () => set.delete(handler as (payload: never) => void);
    },
    close: () => sub?.disconnect(),
  };
}

function parseMessage(raw: string): { origin: string; name: string; payload: unknown } | null {
  try {
    const m = JSON.parse(raw) as { origin?: unknown; name?: unknown; payload?: unknown };
    return typeof m?.origin === "string" && typeof m.name === "string" ? (m as never) : null;
  } catch {
    return null;
  }
}

/** A subscriber connection (`duplicate()` of the given one); its outages are logged once each, never thrown. */
function subscribe(
  redis: Redis,
  channel: string,
  log: FastifyBaseLogger,
  on: { received: (raw: string) => void; resumed: () => void },
) {
  const sub = redis.duplicate();
  let readyBefore = false;
  let down = false;
  sub.on("error", (err) => {
    if (!down) log.warn({ err, channel }, "event subscription lost; retrying");
    down = true;
  });
  sub.on("ready", () => {
    // ioredis subscribes again right after "ready"; our SUBSCRIBE queues behind it, so its answer means we listen.
    if (readyBefore) sub.subscribe(channel).then(on.resumed, () => {});
    readyBefore = true;
    down = false;
  });
  sub.on("message", (from: string, raw: string) => {
    // A throw here would be an uncaught exception: the process would die for one bad message.
    try {
      if (from === channel) on.received(raw);
    } catch (err) {
      log.error({ err, channel }, "event not handled");
    }
  });
  sub.subscribe(channel).catch((err) => log.warn({ err, channel }, "event subscription failed"));
  return sub;
}
