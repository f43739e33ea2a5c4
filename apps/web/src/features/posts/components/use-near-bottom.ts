import { timings } from "@forum/contract";
import { type RefObject, useEffect, useRef } from "react";

/**
 * Core §4: when the sentinel comes within 50 px of the viewport's bottom, call `onNear` after a 300 ms debounce; the
 * caller decides whether a request may start (never while one runs).
 */
export function useNearBottom(sentinel: RefObject<HTMLElement | null>, onNear: () => void, active: boolean) {
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !active || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => latest.current(), timings.infiniteScrollDebounce);
      },
      { rootMargin: `0px 0px ${timings.infiniteScrollThresholdPx}px 0px` },
    );
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [sentinel, active]);
}
