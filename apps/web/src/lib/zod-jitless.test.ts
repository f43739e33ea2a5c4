import { describe, expect, it, vi } from "vitest";

describe("zod without eval (the CSP forbids it)", () => {
  it("is jitless when set before zod loads, and checks object schemas without making functions", async () => {
    await import("./zod-jitless.ts");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    const made = vi.spyOn(globalThis, "Function");
    const schema = z.object({ email: z.email(), age: z.number().int() });
    expect(schema.safeParse({ email: "ada@uni.edu", age: 20 }).success).toBe(true);
    expect(schema.safeParse({ email: "nope", age: 1.5 }).success).toBe(false);
    expect(made).not.toHaveBeenCalled();
  });
});
