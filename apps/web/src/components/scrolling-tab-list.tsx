import * as Tabs from "@radix-ui/react-tabs";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

type Props = { label: string; children: ReactNode; className?: string };

const edge =
  "absolute top-0 bottom-0.5 flex w-10 items-center text-slate-700 from-surface from-45% to-transparent hover:text-primary";

/**
 * A Radix tab list that scrolls sideways when its tabs do not fit (a phone), and says so: a fade with an arrow on each
 * side that has more tabs. Keyboards move through the tabs with the arrow keys (Radix), and a focused tab scrolls
 * itself into view clear of the fades (scroll padding). The fades are for pointers only: out of the tab order and
 * hidden from screen readers, which hear every tab anyway.
 */
export function ScrollingTabList({ label, children, className = "" }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const left = Math.abs(el.scrollLeft);
    const hidden = el.scrollWidth - el.clientWidth;
    const next = { before: left > 1, after: left < hidden - 1 };
    setMore((now) => (now.before === next.before && now.after === next.after ? now : next));
  }, []);
  // After every render: the tabs themselves may have changed (About comes and goes with the window's width).
  useEffect(measure);
  useEffect(() => {
    // Not in jsdom; in browsers the strip is measured again when the window (or the font) changes its width.
    if (typeof ResizeObserver === "undefined" || !list.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: "smooth" });
  };
  return (
    <div className="relative">
      <Tabs.List
        ref={list}
        aria-label={label}
        onScroll={measure}
        className={`flex scroll-px-10 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${className}`}
      >
        {children}
      </Tabs.List>
      {more.before && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scroll(-1)}
          className={`${edge} left-0 justify-start bg-gradient-to-r`}
        >
          <ChevronLeft size={20} />
        </button>
      )}
      {more.after && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scroll(1)}
          className={`${edge} right-0 justify-end bg-gradient-to-l`}
        >
          <ChevronRight size={20} />
        </button>
      )}
    </div>
  );
}
