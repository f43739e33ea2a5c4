import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "../components/button.tsx";

/** Last resort when a page throws or its code fails to download (a flaky network, or a new release replaced it). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        This page could not be shown{detail ? ` (${detail})` : ""}. Check your connection and try again.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </section>
  );
}
