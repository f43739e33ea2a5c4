import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "../lib/router/index.ts";

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
 * Scrolls back to `y`. A lazy page may still be loading (the document too short to get there), so it tries again for
 * up to 3 s, and stops as soon as the reader scrolls or types themselves.
 */
function restore(y: number) {
  const inputs = ["wheel", "touchstart", "keydown"] as const;
  const deadline = Date.now() + 3000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 2 && Date.now() < deadline) timer = setTimeout(attempt, 100);
    else stop();
  };
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * New pages start at the top; Back and Forward return to where the reader was (long feeds), also after a reload.
 * What React Router's ScrollRestoration did, without the data router it needs. Positions are recorded as the reader
 * scrolls (by the time a navigation's effects run, the old page is gone and the browser has cut its scroll short).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location.key);
  useLayoutEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    if (positions.size === 0) load();
    let frame = 0;
    const record = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.delete(current.current);
        positions.set(current.current, window.scrollY);
      });
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
    };
  }, []);
  useLayoutEffect(() => {
    current.current = location.key;
    save();
    const saved = positions.get(location.key);
    if (action === "POP" && saved !== undefined) return restore(saved);
    if (location.hash) {
      try {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      } catch {
        // A malformed #fragment names nothing.
      }
    } else if (action !== "POP") window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
