import { startTransition, useEffect, useState } from "react";

/**
 * How many of a list's items to render: the first `first` on the first render, all of them right after, in a
 * transition. A feed page of 20 cards rendered at once is one long task (about 350 ms on a slow phone) before
 * anything shows; the few cards a phone's screen holds paint first, and the rest render in slices the browser can
 * interleave with input.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : Math.min(total, first);
}
