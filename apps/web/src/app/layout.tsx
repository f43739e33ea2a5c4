import { Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Spinner } from "../components/spinner.tsx";
import { NavBar } from "./nav-bar.tsx";
import { barlessPaths } from "./nav-links.ts";

export const navBarHeight = "pt-16";

/** The page frame: the fixed navigation bar (except on auth pages) and room below it for the page. */
export function Layout() {
  const { pathname } = useLocation();
  const withBar = !barlessPaths.has(pathname.replace(/\/+$/, "") || "/");
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {withBar && <NavBar />}
      <main id="main" tabIndex={-1} className={`min-h-dvh outline-none ${withBar ? navBarHeight : ""}`}>
        <Suspense
          fallback={
            <div className="flex justify-center p-10 text-primary">
              <Spinner size={32} label="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {/* New pages start at the top; Back returns to where the reader was (long feeds). */}
      <ScrollRestoration />
    </>
  );
}
