import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDispatchLoop } from "./dispatch-loop.ts";

const log = pino({ level: "silent" });

/** A loop on a clock the test drives, whose passes answer what `answers` says (then 0). */
function loopOf(answers: (number | Error)[]) {
  const pass = vi.fn(async () => {
    const next = answers.shift() ?? 0;
    if (next instanceof Error) throw next;
    return next;
  });
  const failed = vi.spyOn(log, "error");
  const loop = createDispatchLoop({ pass, batch: 100, everyMs: 1_000, nudgeMs: 50, log });
  return { loop, pass, failed };
}

describe("the dispatcher's loop", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("passes again at once while passes fill their batch, then once a second", async () => {
    const { loop, pass } = loopOf([100, 100, 3]);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(7);
    await loop.stop();
  });

  it("runs one pass soon after a burst of nudges, which cannot put it off", async () => {
    const { loop, pass } = loopOf([]);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    // Nudges every 10 ms: one pass 50 ms after the first, however many follow.
    for (let i = 0; i < 4; i++) {
      loop.nudge();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).toHaveBeenCalledTimes(2);
    // With no nudge, the next is a second later.
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(3);
    await loop.stop();
  });

  it("logs a failed pass and tries again on the next tick", async () => {
    const { loop, pass, failed } = loopOf([new Error("the database is going away"), new Error("still away"), 2]);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(failed).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it("stops after the pass in flight, and passes no more", async () => {
    let finish: (n: number) => void = () => {};
    const pass = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const loop = createDispatchLoop({ pass, batch: 100, everyMs: 1_000, nudgeMs: 50, log });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(100);
    await stopping;
    loop.nudge();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
