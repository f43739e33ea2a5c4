// Tasks for pool.test.ts: a pool runs any worker module built with task(); these make budgets and queues testable.
import { register } from "tsx/esm/api";

register();
const { task } = await import("./task.ts");
const { invalidField } = await import("../errors.ts");

export const echo = task((input) => input);
export const spin = task((ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
  return "done";
});
export const refuse = task(() => {
  throw invalidField("content", "Refused in the worker.");
});
