import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each history entry was scrolled to, by its key: kept for the tab's life, like the browser's own. */
const positions = new Map<string, number>();
const storageKey = "scroll-positions";

function load() {
  try {
    for (const [key, y] of JSON.parse(sessionStorage.getItem(storageKey) ?? "[]") as [string, number][]) {
      positions.set(key, y);
    }
  } catch {
    // A private window or a damaged entry: start without saved places.
  }
}

function save() {
  try {
    // The latest 50 entries are plenty for Back and Forward; the rest would only grow the storage.
    sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: Back still works within this page's life.
  }
}

/**
 * New pages start at the top; Back and Forward return to where the reader was (long feeds), also after a reload.
 * What React Router's ScrollRestoration did, without the data router it needs.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    if (positions.size === 0) load();
  }, []);
  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (action === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (action !== "POP") window.scrollTo(0, 0);
    return () => {
      positions.delete(location.key);
      positions.set(location.key, window.scrollY);
      save();
    };
  }, [location.key, location.hash, action]);
}
