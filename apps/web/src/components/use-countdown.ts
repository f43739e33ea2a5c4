import { useCallback, useEffect, useState } from "react";

/** Counts whole seconds down to zero; `restart` starts over (after a code was re-sent). */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    // Derived from the end time rather than decremented, so a throttled background tab cannot slow the clock.
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);

  return { left, restart };
}

/** 24 → "0:24", 75 → "1:15". */
export const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
