import { describe, expect, it, vi } from "vitest";
import { createPostRowsCache } from "./post-rows-cache.ts";

const loader = () => vi.fn(async (ids: number[]) => ids.map((id) => ({ id, row: `row ${id}` })));

describe("post rows cache", () => {
  it("answers in the asked order and loads only the rows it lacks", async () => {
    const cache = createPostRowsCache<string>(1_000);
    const load = loader();
    expect(await cache.get([3, 1], load)).toEqual(["row 3", "row 1"]);
    expect(await cache.get([1, 2, 3], load)).toEqual(["row 1", "row 2", "row 3"]);
    expect(load.mock.calls).toEqual([[[3, 1]], [[2]]]);
  });

  it("reloads a forgotten row, every row after clear, and rows past their time", async () => {
    vi.useFakeTimers();
    try {
      const cache = createPostRowsCache<string>(1_000);
      const load = loader();
      await cache.get([1, 2], load);
      cache.forget(1);
      await cache.get([1, 2], load);
      cache.clear();
      await cache.get([2], load);
      vi.advanceTimersByTime(1_001);
      await cache.get([2], load);
      expect(load.mock.calls).toEqual([[[1, 2]], [[1]], [[2]], [[2]]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves out a row that no longer exists", async () => {
    const cache = createPostRowsCache<string>(1_000);
    expect(await cache.get([5, 6], async () => [{ id: 6, row: "row 6" }])).toEqual(["row 6"]);
  });

  it("holds at most its bytes: a page of huge rows empties it rather than piling up", async () => {
    const cache = createPostRowsCache<string>(60_000, { maxBytes: 100, sizeOf: (row) => row.length });
    const load = vi.fn(async (ids: number[]) => ids.map((id) => ({ id, row: "x".repeat(40) })));
    await cache.get([1, 2], load);
    expect(cache.size()).toEqual({ entries: 2, bytes: 80 });
    await cache.get([3], load);
    expect(cache.size()).toEqual({ entries: 1, bytes: 40 });
    cache.forget(3);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
