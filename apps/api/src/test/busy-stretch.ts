/**
 * The longest stretch of CPU time the event loop spent without coming back to its timers, while `work` ran: how
 * long any other request would have waited behind it. Measured in this thread's CPU time, not wall time, so a
 * loaded machine (other test files on the same two cores) does not make a short stretch look long.
 */
export async function longestBusyStretchMs<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let last = cpu();
  let longest = 0;
  const tick = () => {
    const now = cpu();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 2);
  try {
    const result = await work();
    tick();
    return { result, ms: longest };
  } finally {
    clearInterval(timer);
  }
}
