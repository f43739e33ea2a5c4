import { Children, type ComponentType, isValidElement, lazy, type ReactElement, type ReactNode } from "react";
import { parse } from "regexparam";
import { matchRoute } from "wouter";

type PageModule = { default: ComponentType };
type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/**
 * A page as a chunk of its own, whose code can be fetched before the first render. A lazy page suspends on its first
 * render even when its chunk has already arrived, and React then holds the page back behind its fallback for 300 ms
 * (it batches the reveals of Suspense content): measured, the feed painted 300 ms after the navigation bar. A page
 * loaded beforehand renders at once.
 */
export function routePage(load: () => Promise<PageModule>): ReactElement {
  let Loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  // Called once per route, at module level (as React.lazy is), never during a render: the component is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: a lazy page's factory, like React.lazy itself
  const Page: Preloadable = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = loadOnce;
  return <Page />;
}

/**
 * Fetches the code of the page that `routes` (a wouter Switch of Routes, first match wins) shows at `path`, at most
 * `wait` ms; never fails (the page's own boundary reports a chunk that cannot be had).
 */
export function preloadPageAt(routes: ReactElement<{ children: ReactNode }>, path: string, wait = 3_000) {
  const route = Children.toArray(routes.props.children).find(
    (child): child is ReactElement<{ path: string; nest?: boolean; children: ReactNode }> =>
      isValidElement<{ path?: string; nest?: boolean }>(child) &&
      matchRoute(parse, child.props.path || "*", path, child.props.nest)[0],
  );
  const page = route?.props.children;
  const preload = isValidElement(page) ? (page.type as Preloadable).preload : undefined;
  if (!preload) return Promise.resolve();
  return Promise.race([preload().catch(() => {}), new Promise((resolve) => setTimeout(resolve, wait))]);
}
