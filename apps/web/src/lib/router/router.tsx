import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import { Router as WouterRouter } from "wouter";
import type { History, NavigateOptions } from "./history.ts";

type Routing = { history: History; base: string };
const RoutingContext = createContext<Routing | null>(null);

export function useRouting() {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error("A router hook ran outside <Router>");
  return routing;
}

/** The current place, re-rendering the caller when it changes. */
export function usePlace() {
  const { history } = useRouting();
  return useSyncExternalStore(history.subscribe, history.place);
}

// wouter's Switch and Route match on the path this hook gives (the base path included, they take it off).
function useWouterLocation(): [string, (href: string, options?: NavigateOptions) => void] {
  return [usePlace().pathname, useRouting().history.push];
}

/**
 * Routing for the app under `base` (like "/forum"): its hooks, links and wouter's Switch and Route read `history`.
 * One module-level hook for wouter, so its router object stays the same between renders.
 */
export function Router({ history, base = "", children }: { history: History; base?: string; children: ReactNode }) {
  const routing = useMemo(() => ({ history, base }), [history, base]);
  return (
    <RoutingContext value={routing}>
      <WouterRouter hook={useWouterLocation} base={base}>
        {children}
      </WouterRouter>
    </RoutingContext>
  );
}
