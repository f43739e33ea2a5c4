import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs PostgreSQL in this thread: each statement is a synchronous WebAssembly call, and its promise settles in
 * microtasks, so a transaction of many statements (a 1,000-item upload: about 250 ms) never lets the event loop turn
 * and every other request waits for all of it. Each protocol exchange now starts on a fresh turn of the loop, so
 * other requests run between any two statements; one statement is the longest they wait.
 */
export function yieldBetweenStatements(client: PGlite): void {
  const exec = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (...args: Parameters<PGlite["execProtocolRaw"]>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return exec(...args);
  };
}
