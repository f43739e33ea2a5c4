/**
 * Core §8: "other fetch failures are logged and give an empty list": a query's `.catch(logged(empty))`. Leaving the
 * page cancels the call: no failure to log, and no empty answer to keep; the query is just cancelled.
 */
export const logged =
  <T>(empty: T) =>
  (err: unknown): T => {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    console.error(err);
    return empty;
  };
