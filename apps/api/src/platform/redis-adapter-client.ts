import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** The commands the Socket.IO Redis adapter sends without ever looking at their promise. */
const unwatched = ["publish", "subscribe", "psubscribe", "unsubscribe", "punsubscribe"] as const;

/**
 * A connection of its own for the Socket.IO Redis adapter. The adapter fires `publish` (every emit) and
 * `subscribe` (at start) and drops the promise; while Redis is unreachable ioredis rejects them after its retries,
 * and an unobserved rejection ends a Node process. Here each of those promises is observed (the failure logged:
 * a push lost while Redis is away), and connection errors are logged rather than left to ioredis' console output.
 */
export function adapterClient(redis: Redis, log: FastifyBaseLogger, role: "pub" | "sub"): Redis {
  const client = redis.duplicate();
  client.on("error", (err: Error) => log.warn({ err }, `redis (realtime ${role}) connection error`));
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of unwatched) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args) => {
      const sent = send(...args);
      sent.catch((err: unknown) => log.warn({ err }, `redis (realtime ${role}) ${name} failed`));
      return sent;
    };
  }
  return client;
}
