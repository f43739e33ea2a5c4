import { type ComponentType, lazy, useEffect } from "react";

/**
 * A part the page works without (a tool beside the reply box, a button for the author, a label): when its code cannot
 * be fetched (offline, never fetched on this phone) it renders nothing instead of failing the page. Once that empty
 * part is taken off the page, the next mount tries again; until then re-renders do not refetch.
 */
export function optionalLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const attempt = (): ComponentType<P> => {
    const part: ComponentType<P> = lazy(() =>
      load().catch(() => ({
        default: function Unavailable() {
          useEffect(
            () => () => {
              if (Current === part) Current = attempt();
            },
            [],
          );
          return null;
        },
      })),
    );
    return part;
  };
  let Current = attempt();
  // Called once per part, at module level (as React.lazy is), never during a render: the component is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: a lazy component's factory, like React.lazy itself
  return function OptionalLazy(props: P) {
    return <Current {...props} />;
  };
}
