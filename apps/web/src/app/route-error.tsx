import { Component, type ReactNode } from "react";
import { Button } from "../components/button.tsx";

/** Last resort when a page throws or its code fails to download (a flaky network, or a new release replaced it). */
export function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">This page could not be shown. Check your connection and try again.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}

/** Shows RouteError instead of a blank screen when a page throws; the layout keys it by address, so moving on resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
