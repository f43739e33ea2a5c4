import { type Action, type History, newKey, type Place } from "./history.ts";

function placeOf(href: string, state: unknown, key: string): Place {
  const url = new URL(href, "http://memory");
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/**
 * History kept in memory, starting at `href` (the first entry's key is "default", as a fresh page load's is): for tests,
 * which read where the app went and how.
 */
export function memoryHistory(href = "/", state?: unknown): History & { entries: () => Place[] } {
  const listeners = new Set<() => void>();
  const entries = [placeOf(href, state, "default")];
  let index = 0;
  let action: Action = "POP";
  const changed = (how: Action) => {
    action = how;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    place: () => entries[index]!,
    action: () => action,
    entries: () => entries.slice(0, index + 1),
    push: (to, { replace = false, state } = {}) => {
      // A new entry drops the ones Forward would have reached; a replaced one keeps them.
      if (replace) entries[index] = placeOf(to, state, newKey());
      else entries.splice(++index, entries.length, placeOf(to, state, newKey()));
      changed(replace ? "REPLACE" : "PUSH");
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed("POP");
    },
  };
}
