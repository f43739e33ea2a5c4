import { isBarlessPath } from "@forum/contract/helpers";
import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { Spinner } from "../components/spinner.tsx";
import { useLocation, useNavigationPending } from "../lib/router/index.ts";
import { NavBar } from "./nav-bar.tsx";
import { OfflineNotice } from "./offline-notice.tsx";
import { RouteErrorBoundary } from "./route-error.tsx";
import { useScrollRestoration } from "./use-scroll-restoration.ts";

export const navBarHeight = "pt-16";

/** The page frame: the fixed navigation bar (except on auth pages) and room below it for the page (`children`). */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const withBar = !isBarlessPath(pathname);
  const leaving = useNavigationPending();
  const shownPath = useRef(pathname);
  // New pages start at the top; Back returns to where the reader was (long feeds).
  useScrollRestoration();
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // After a client-side navigation a screen reader would otherwise stay on the link just used, unaware that the
    // page changed; starting from the top of the new page is what a full page load would do.
    // Deferred a tick: a drawer or panel closing on this same navigation still holds focus in its trap until then.
    const id = setTimeout(() => document.getElementById("main")?.focus({ preventScroll: true }));
    return () => clearTimeout(id);
  }, [pathname]);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The page being left stays until the next can show (its code may still be downloading): say so. */}
      {leaving && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-primary motion-reduce:animate-none"
        />
      )}
      {withBar && <NavBar />}
      <main id="main" tabIndex={-1} className={`min-h-dvh outline-none ${withBar ? navBarHeight : ""}`}>
        <OfflineNotice />
        <Suspense
          fallback={
            <div className="flex justify-center p-10 text-primary">
              <Spinner size={32} label="Loading..." />
            </div>
          }
        >
          <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>
        </Suspense>
      </main>
    </>
  );
}
