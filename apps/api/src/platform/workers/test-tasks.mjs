// Tasks for pool.test.ts and workers.test.ts: a pool runs any worker module built with task(); these make budgets and queues testable.
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
// Stand-ins for the app's tasks (workers.ts) that never finish: what is tested is how their budgets end them.
const forever = task(() => {
  for (;;);
});
export const sanitizeHtml = forever;
export const reencode = forever;
export const refuse = task(() => {
  throw invalidField("content", "Refused in the worker.");
});
