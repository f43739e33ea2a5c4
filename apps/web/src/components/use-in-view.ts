import { type RefObject, useEffect, useRef } from "react";

export type InViewOptions = {
  /** How far outside the viewport counts as in view ("0px 0px 50px 0px": within 50 px of the bottom). */
  rootMargin?: string;
  threshold?: number;
  /** Waits this long in view before calling (a quick scroll past does not count). */
  debounceMs?: number;
};

/**
 * Calls `onInView` when the target comes into view (an infinite list's sentinel or last item). `active` is false while
 * a page loads or when none is left, so no call overlaps another.
 */
export function useInView(
  target: RefObject<HTMLElement | null>,
  onInView: () => void,
  active: boolean,
  { rootMargin = "0px", threshold = 0, debounceMs = 0 }: InViewOptions = {},
) {
  const latest = useRef(onInView);
  latest.current = onInView;
  useEffect(() => {
    const el = target.current;
    if (!el || !active || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        if (debounceMs > 0) timer = setTimeout(() => latest.current(), debounceMs);
        else latest.current();
      },
      { rootMargin, threshold },
    );
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [target, active, rootMargin, threshold, debounceMs]);
}
