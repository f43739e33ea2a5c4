import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from "react";
import { Router as WouterRouter } from "wouter";
import type { Action, History, NavigateOptions, Place } from "./history.ts";

type Routing = { history: History; base: string };
const RoutingContext = createContext<Routing | null>(null);
type Shown = { place: Place; action: Action };
const ShownContext = createContext<Shown | null>(null);
const PendingContext = createContext(false);

export function useRouting() {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error("A router hook ran outside <Router>");
  return routing;
}

/** The place the app shows, re-rendering the caller when it changes. */
export function usePlace() {
  return useShown().place;
}

/** How the app got to the place it shows. */
export function useShownAction() {
  return useShown().action;
}

function useShown() {
  const shown = useContext(ShownContext);
  if (!shown) throw new Error("A router hook ran outside <Router>");
  return shown;
}

/** Whether the app is on its way to another page (the new page's code still downloading). */
export function useNavigationPending() {
  return useContext(PendingContext);
}

// wouter's Switch and Route match on the path this hook gives (the base path included, they take it off).
function useWouterLocation(): [string, (href: string, options?: NavigateOptions) => void] {
  return [usePlace().pathname, useRouting().history.push];
}

// Layout effects run before the browser paints, and on the server-less test renderer alike.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Routing for the app under `base` (like "/forum"): its hooks, links and wouter's Switch and Route read `history`.
 * One module-level hook for wouter, so its router object stays the same between renders.
 * A move to another place is a transition (as React Router made it): the page being left stays on screen, usable,
 * until the next one can render, instead of giving way to a spinner while that page's code downloads.
 */
export function Router({ history, base = "", children }: { history: History; base?: string; children: ReactNode }) {
  const routing = useMemo(() => ({ history, base }), [history, base]);
  const [shown, setShown] = useState<Shown>(() => ({ place: history.place(), action: history.action() }));
  const [pending, startTransition] = useTransition();
  useIsomorphicLayoutEffect(() => {
    const follow = () =>
      startTransition(() =>
        setShown((was) => (was.place === history.place() ? was : { place: history.place(), action: history.action() })),
      );
    const stop = history.subscribe(follow);
    follow(); // a move made between the first render and this subscription
    return stop;
  }, [history]);
  return (
    <RoutingContext value={routing}>
      <ShownContext value={shown}>
        <PendingContext value={pending}>
          <WouterRouter hook={useWouterLocation} base={base}>
            {children}
          </WouterRouter>
        </PendingContext>
      </ShownContext>
    </RoutingContext>
  );
}
