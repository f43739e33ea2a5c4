import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { createWorkerPool, type WorkerPool } from "./pool.ts";

const filename = new URL("./test-tasks.mjs", import.meta.url).href;
const overBudget = () => new AppError("too_slow", "Over budget.", 422);
let pool: WorkerPool;
afterEach(() => pool.close());

describe("worker pool", () => {
  it("runs a named task in a thread; an AppError thrown there arrives as the same AppError", async () => {
    pool = createWorkerPool({ filename, threads: 1 });
    expect(await pool.run("echo", { a: [1, 2] }, { ms: 5_000, exceeded: overBudget })).toEqual({ a: [1, 2] });
    const err = await pool.run("refuse", null, { ms: 5_000, exceeded: overBudget }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 422, fields: { content: ["Refused in the worker."] } });
  });

  it("aborts a task past its budget with the caller's error, and the next task gets a fresh thread", async () => {
    pool = createWorkerPool({ filename, threads: 1 });
    await pool.run("echo", 0, { ms: 5_000, exceeded: overBudget });
    const started = Date.now();
    const err = await pool.run("spin", 60_000, { ms: 200, exceeded: overBudget }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "too_slow", status: 422 });
    expect(Date.now() - started).toBeLessThan(10_000); // the thread was stopped, not waited for
    expect(await pool.run("echo", "again", { ms: 5_000, exceeded: overBudget })).toBe("again");
  });

  it("starts the budget when a thread picks the task up, not while it waits in the queue", async () => {
    pool = createWorkerPool({ filename, threads: 1 });
    await pool.run("echo", 0, { ms: 5_000, exceeded: overBudget });
    const first = pool.run("spin", 800, { ms: 10_000, exceeded: overBudget });
    const queued = pool.run("echo", "waited", { ms: 300, exceeded: overBudget });
    expect(await Promise.all([first, queued])).toEqual(["done", "waited"]);
  });

  it("refuses work past its queue with 503 and Retry-After", async () => {
    pool = createWorkerPool({ filename, threads: 1, maxQueue: 1 });
    await pool.run("echo", 0, { ms: 5_000, exceeded: overBudget });
    const running = pool.run("spin", 1_000, { ms: 10_000, exceeded: overBudget });
    const queued = pool.run("echo", 1, { ms: 10_000, exceeded: overBudget });
    const err = await pool.run("echo", 2, { ms: 10_000, exceeded: overBudget }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: "server_busy", retryAfter: 5 });
    expect(await Promise.all([running, queued])).toEqual(["done", 1]);
  });
});
