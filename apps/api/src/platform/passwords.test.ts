import type * as argon2 from "@node-rs/argon2";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, passwordHashOptions, verifyPassword } from "./passwords.ts";

// The API tests hash at the lowest cost (test/fast-password-hashing.ts); this file holds the real one.
describe("password hashing", () => {
  it("asks argon2id for OWASP's minimum cost: 19 MiB, 2 passes, 1 lane", async () => {
    expect(passwordHashOptions).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    (globalThis as { argon2CostAsked?: unknown }).argon2CostAsked = undefined;
    await hashPassword("correct-horse-1");
    expect((globalThis as { argon2CostAsked?: unknown }).argon2CostAsked).toEqual(passwordHashOptions);
  });

  it("a hash at that cost says so, and verifies the password and nothing else", async () => {
    const real = await vi.importActual<typeof argon2>("@node-rs/argon2");
    const stored = await real.hash("correct-horse-1", passwordHashOptions);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct-horse-1")).toBe(true);
    expect(await verifyPassword(stored, "correct-horse-2")).toBe(false);
    expect(await verifyPassword("not a hash", "correct-horse-1")).toBe(false);
  });
});
