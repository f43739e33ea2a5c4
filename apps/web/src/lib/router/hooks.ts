import { useCallback, useEffect, useMemo, useRef } from "react";
import type { NavigateOptions, Place } from "./history.ts";
import { usePlace, useRouting, useShownAction } from "./router.tsx";

/** A place as the app names it: its pathname without the base path. */
export type Location = Place;

/** Where the app is, the path without the base path (as React Router's useLocation gave it). */
export function useLocation(): Location {
  const { base } = useRouting();
  const place = usePlace();
  return useMemo(() => {
    // Under the base path as a whole segment: "/forum/x" and "/forum" are, "/forums" is not.
    const inBase = `${place.pathname}/`.toLowerCase().startsWith(`${base}/`.toLowerCase());
    return { ...place, pathname: (inBase ? place.pathname.slice(base.length) : place.pathname) || "/" };
  }, [place, base]);
}

export function useNavigationType() {
  return useShownAction();
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** Goes to an app path (`/post/1?x#y`, the base path added) or moves through history (`-1` is Back). */
export function useNavigate(): NavigateFunction {
  const { history, base } = useRouting();
  return useCallback(
    (to, options) => (typeof to === "number" ? history.go(to) : history.push(base + to, options)),
    [history, base],
  );
}

type ParamsInit = URLSearchParams | Record<string, string>;

/** The query string, and a setter that navigates to this path with new parameters (the hash dropped, as a link would). */
export function useSearchParams() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => {
      // The updater gets a copy: what other components read this render stays as it is.
      const query = new URLSearchParams(
        typeof next === "function" ? next(new URLSearchParams(params)) : next,
      ).toString();
      navigate(`${pathname}${query ? `?${query}` : ""}`, options);
    },
    [params, pathname, navigate],
  );
  return [params, setParams] as const;
}

/**
 * Calls `onLeave` the moment the app starts for another page (a new path; a new query or hash keeps the page): as the
 * address changes, before the next page's code has loaded and it shows.
 */
export function usePageLeave(onLeave: () => void) {
  const { history } = useRouting();
  const latest = useRef(onLeave);
  latest.current = onLeave;
  useEffect(() => {
    let path = history.place().pathname;
    return history.subscribe(() => {
      const next = history.place().pathname;
      if (next === path) return;
      path = next;
      latest.current();
    });
  }, [history]);
}
