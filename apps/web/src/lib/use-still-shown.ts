import { useCallback, useEffect, useRef } from "react";

/**
 * Whether the component calling a mutation hook is still on screen. TanStack Query drops a `mutate` call's own
 * callbacks once that component unmounts (a route left, a dialog closed, a layout remounted at a breakpoint); the
 * hook's callbacks still run, and read this to tell an outcome the component would have shown in place (a dialog, an
 * alert) another way, as a toast, only when the component is gone.
 */
export function useStillShown(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
