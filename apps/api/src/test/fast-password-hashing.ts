import { vi } from "vitest";

/**
 * argon2id at the forum's real cost (19 MiB, 2 passes: platform/passwords.ts) takes tens of milliseconds of CPU a
 * hash, and the API tests sign up and log in thousands of students on a 2-core machine. Here `hash` runs the same
 * algorithm through the same code at the lowest memory and passes; `verify` reads the cost from the stored hash, so it
 * is unchanged. platform/passwords.test.ts checks the real cost with the library itself, and the server processes the
 * tests start (main.test, the CLI, the browser journeys) hash at the real cost.
 */
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    hash: (password: string, options?: Parameters<typeof real.hash>[1]) => {
      // Files share this process and each gets its own copy of the mock: the cost asked for is kept on globalThis.
      (globalThis as { argon2CostAsked?: unknown }).argon2CostAsked = options;
      return real.hash(password, { ...options, memoryCost: 1024, timeCost: 1 });
    },
  };
});
