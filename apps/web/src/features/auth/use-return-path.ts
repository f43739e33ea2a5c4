import { useLocation } from "../../lib/router/index.ts";

/** Where to go after signing in: the page that sent the user to /login (router state `from`), else home. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === "string" ? state.from : "/";
  // Never bounce back into the auth pages themselves.
  return /^\/(login|signup|verify-token)/.test(from) ? "/" : from;
}
