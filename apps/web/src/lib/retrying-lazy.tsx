import { Component, type ComponentType, lazy, type ReactNode } from "react";

/**
 * React.lazy forgets nothing: a chunk that failed to download (offline, and never fetched on this phone) fails for the
 * page's whole life. This one forgets a failure, so the next render after its boundary resets fetches again.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let Current = lazy(attempt);
  function attempt() {
    return load().catch((error: unknown) => {
      Current = lazy(attempt);
      throw error;
    });
  }
  // Called once per part, at module level (as React.lazy is), never during a render: the component is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: a lazy component's factory, like React.lazy itself
  return function RetryingLazy(props: P) {
    return <Current {...props} />;
  };
}

/** Renders nothing instead of a part whose code could not be fetched, and says why once; a new `resetKey` tries again. */
export class ChunkBoundary extends Component<
  { children: ReactNode; onFailed: () => void; resetKey: unknown },
  { failedAt: unknown; failed: boolean }
> {
  override state = { failedAt: undefined as unknown, failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
    this.props.onFailed();
  }

  override componentDidUpdate() {
    if (this.state.failed && this.state.failedAt !== undefined && this.state.failedAt !== this.props.resetKey)
      this.setState({ failed: false, failedAt: undefined });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
