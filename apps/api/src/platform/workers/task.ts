import type { MessagePort } from "node:worker_threads";
import { AppError } from "../errors.ts";

/** What a task answers: its value, or the AppError it threw as data (errors lose their class between threads). */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; error: { code: string; message: string; status: number; fields?: Record<string, string[]> } };

/** A task as the pool sends it: the caller's input and the port on which the worker says it has started. */
export type TaskMessage<I> = { input: I; started: MessagePort };

/**
 * Wraps a function as a pool task (worker side): it first tells the pool it started, so the time budget runs from
 * now, then runs; an AppError becomes a failed Outcome, anything else rejects as a bug would.
 */
export function task<I, O>(run: (input: I) => O | Promise<O>) {
  return async ({ input, started }: TaskMessage<I>): Promise<Outcome<O>> => {
    started.postMessage("started");
    try {
      return { ok: true, value: await run(input) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { ok: false, error: { code: err.code, message: err.message, status: err.status, fields: err.fields } };
    }
  };
}
