import { vi } from "vitest";

/**
 * Holds every call of `method` (on top of whatever stub answers it) until `release()`: a test can leave the page,
 * close a dialog or remount a layout while the answer is on its way, then let it arrive.
 */
export function holdCalls(method: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? "GET") === method) await gate;
    return answer(input, init);
  });
  return release;
}
