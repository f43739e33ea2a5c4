import { createContext, useContext, useEffect, useMemo, useRef } from "react";

/**
 * On /communities a joined card moves from Other Communities to Your Joined Communities, and the Join button that had
 * focus goes with the old card: focus would fall to the page body, and a keyboard or screen-reader user would start
 * again from the top. The page remembers which community is being joined; the moved card's View Community link takes
 * focus when it appears, unless focus has gone somewhere else meanwhile.
 */
type JoinedFocus = { joining: (id: number) => void; take: (id: number) => boolean };

export const JoinedFocusContext = createContext<JoinedFocus | null>(null);

/** The page's memory of the community being joined (one at a time: the latest press wins). */
export function useJoinedFocus(): JoinedFocus {
  const pending = useRef<number | null>(null);
  return useMemo(
    () => ({
      joining: (id) => {
        pending.current = id;
      },
      take: (id) => {
        if (pending.current !== id) return false;
        pending.current = null;
        return true;
      },
    }),
    [],
  );
}

/** Called when a Join is pressed; nothing outside a page that moves joined cards. */
export const useJoiningNotice = () => useContext(JoinedFocusContext)?.joining;

/**
 * A ref for the box around a joined card's View Community link: the link is focused on appearing if it is the card
 * just joined. (The box, because the router's Link takes no ref.)
 */
export function useFocusWhenJoined(id: number, joined: boolean) {
  const focus = useContext(JoinedFocusContext);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!joined || !focus?.take(id)) return;
    const active = document.activeElement;
    if (!active || active === document.body) box.current?.querySelector("a")?.focus();
  }, [focus, id, joined]);
  return box;
}
