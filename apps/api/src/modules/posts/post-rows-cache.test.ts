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

describe("post rows cache, a write while a load runs", () => {
  /** A loader that waits until `release` is called, answering `row <id> v<version>`. */
  function gatedLoader() {
    let version = 1;
    let release = () => {};
    const load = vi.fn(async (ids: number[]) => {
      const seen = version;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return ids.map((id) => ({ id, row: `row ${id} v${seen}` }));
    });
    return { load, release: () => release(), bump: () => version++ };
  }

  for (const write of ["clear", "forget"] as const) {
    it(`answers what it loaded but does not keep it when ${write} came meanwhile`, async () => {
      const cache = createPostRowsCache<string>(60_000);
      await cache.get([1], loader());
      const gate = gatedLoader();
      const reading = cache.get([1, 2], gate.load);
      await vi.waitFor(() => expect(gate.load).toHaveBeenCalled());
      // The write lands after the read's select and before its answer.
      gate.bump();
      if (write === "clear") cache.clear();
      else cache.forget(2);
      gate.release();
      // Row 1 was held when the read began: a clear meanwhile does not drop it from this answer.
      expect(await reading).toEqual(["row 1", "row 2 v1"]);
      const next = gatedLoader();
      next.bump();
      const again = cache.get([2], next.load);
      await vi.waitFor(() => expect(next.load).toHaveBeenCalled());
      next.release();
      expect(await again).toEqual(["row 2 v2"]);
    });
  }
});
