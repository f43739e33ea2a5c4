import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

const deferred = <V>() => {
  let resolve!: (v: V) => void;
  const promise = new Promise<V>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("ttl cache", () => {
  it("serves a stored value until it expires", async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>(1_000);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get("k", load)).toBe(1);
      expect(await cache.get("k", load)).toBe(1);
      vi.advanceTimersByTime(1_001);
      expect(await cache.get("k", load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createTtlCache<string>(1_000);
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const answers = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    gate.resolve("v");
    expect(await answers).toEqual(["v", "v", "v"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a value whose load began before a clear", async () => {
    const cache = createTtlCache<string>(1_000);
    const gate = deferred<string>();
    const before = cache.get("k", () => gate.promise);
    cache.clear();
    gate.resolve("old");
    expect(await before).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("with serveStale, answers an expired value at once and refreshes it with one load", async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>(1_000, 10, { serveStale: true });
      let loads = 0;
      const gate = deferred<number>();
      expect(await cache.get("k", async () => ++loads)).toBe(1);
      vi.advanceTimersByTime(1_001);
      const slow = vi.fn(() => gate.promise);
      expect(await cache.get("k", slow)).toBe(1);
      expect(await cache.get("k", slow)).toBe(1);
      expect(slow).toHaveBeenCalledTimes(1);
      gate.resolve(2);
      await vi.waitFor(async () => expect(await cache.get("k", slow)).toBe(2));
      cache.clear();
      expect(await cache.get("k", async () => 3)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets a failed load, so the next call tries again", async () => {
    const cache = createTtlCache<string>(1_000);
    await expect(
      cache.get("k", () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("bounds the size of what it holds when told how to weigh a value", async () => {
    const cache = createTtlCache<string>(60_000, 100, { maxBytes: 10, sizeOf: (v) => v.length });
    await cache.get("a", async () => "xxxx");
    await cache.get("b", async () => "yyyy");
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 });
    await cache.get("c", async () => "zzzz");
    expect(cache.size()).toEqual({ entries: 1, bytes: 4 });
    cache.clear();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
