import { useEffect } from "react";

/** Secondary §8: announcement fetch errors are only logged (no alert, no toast); the page shows its own state. */
export function useLoggedError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`${what} failed`, error);
  }, [what, error]);
}
