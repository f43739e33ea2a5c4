import { Children, type ReactNode } from "react";

/**
 * A row's short facts ("Neoform · Beginner · 0 of 10 participants") as one line that wraps cleanly on a phone: each
 * fact brings its "·" before it, and the line is pulled left by one dot's width and clipped there, so the fact that
 * starts a line shows none. No dot is left dangling at a line's start or end. The dots are drawn by CSS, with empty
 * alternative text: screen readers read the facts alone.
 */
export function FactLine({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-hidden text-sm text-slate-600">
      <p className="-ml-4 flex flex-wrap items-center">
        {Children.toArray(children)
          .filter(Boolean)
          .map((fact, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's facts, fixed in number and order
            <span key={i} className="inline-flex items-center before:w-4 before:text-center before:content-['·'_/_'']">
              {fact}
            </span>
          ))}
      </p>
    </div>
  );
}
