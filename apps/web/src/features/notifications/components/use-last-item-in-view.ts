import { type RefObject, useEffect, useRef } from "react";

/**
 * Secondary §2/§9: the next page loads when the last item comes into view, with a 100 px margin and a threshold of
 * 0.1. `active` is false while a page is loading or when there is none left.
 */
export function useLastItemInView(target: RefObject<HTMLElement | null>, onInView: () => void, active: boolean) {
  const latest = useRef(onInView);
  latest.current = onInView;
  useEffect(() => {
    const el = target.current;
    if (!el || !active || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && latest.current(), {
      rootMargin: "100px",
      threshold: 0.1,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, active]);
}
