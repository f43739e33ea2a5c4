/** Where the app is: the address as the browser has it (base path included) and the navigation state it was given. */
export type Place = { pathname: string; search: string; hash: string; state: unknown; key: string };
/** How the app got there: a link or navigate() (PUSH, REPLACE), or Back, Forward or the first load (POP). */
export type Action = "POP" | "PUSH" | "REPLACE";
export type NavigateOptions = { replace?: boolean; state?: unknown };

/** A list of places the router reads and moves through: the browser's history, or one in memory for tests. */
export type History = {
  subscribe: (onChange: () => void) => () => void;
  /** The same object until the place changes (React reads it with useSyncExternalStore). */
  place: () => Place;
  action: () => Action;
  /** Goes to `href` (path, search and hash, with any base path). */
  push: (href: string, options?: NavigateOptions) => void;
  go: (delta: number) => void;
};

export const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history. Each entry's state is `{ usr, key }`, the shape React Router wrote, so scroll positions saved
 * by key before the switch still find their entries after a reload.
 */
export function browserHistory(): History {
  const listeners = new Set<() => void>();
  let action: Action = "POP";
  const read = (): Place => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: entry?.usr, key: entry?.key ?? "default" };
  };
  let current = read();
  const changed = (how: Action) => {
    action = how;
    current = read();
    for (const listener of listeners) listener();
  };
  // Back, Forward, and the skip link's #main (a fragment navigation is a history entry too).
  window.addEventListener("popstate", () => changed("POP"));
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    place: () => current,
    action: () => action,
    push: (href, { replace = false, state } = {}) => {
      window.history[replace ? "replaceState" : "pushState"]({ usr: state, key: newKey() }, "", href);
      changed(replace ? "REPLACE" : "PUSH");
    },
    go: (delta) => window.history.go(delta),
  };
}
