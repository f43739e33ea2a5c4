import { type ReactNode, useState } from "react";
import { Router } from "../lib/router/index.ts";
import { memoryHistory } from "../lib/router/memory-history.ts";

/** The app's router over history kept in memory, starting at `path` (no base path, as tests name pages). */
export function MemoryRouter({ path = "/", state, children }: { path?: string; state?: unknown; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(path, state));
  return <Router history={history}>{children}</Router>;
}
