import { type AnchorHTMLAttributes, type MouseEvent, useEffect } from "react";
import type { NavigateOptions } from "./history.ts";
import { useLocation, useNavigate } from "./hooks.ts";
import { useRouting } from "./router.tsx";

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & NavigateOptions & { to: string };

/**
 * A real link (`href` with the base path: middle click and "open in new tab" work) that a plain click follows without
 * reloading the page. Following a link to where the app already is replaces the entry, as React Router did.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { base } = useRouting();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || (anchor.target && anchor.target !== "_self")) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === pathname + search + hash, state });
  };
  return <a {...anchor} href={base + to} onClick={follow} />;
}

/** A link marked `aria-current="page"` while its page (or, without `end`, a page below it) is shown. */
export function NavLink({ end, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const to = link.to.toLowerCase();
  // "/" is current on the home page only, as in React Router.
  const current = path === to || (!end && to !== "/" && path.startsWith(`${to}/`));
  return <Link {...link} aria-current={current ? "page" : undefined} />;
}

/** Navigates once it is shown (a redirect); `replace` keeps the redirecting address out of history. */
export function Navigate({ to, ...options }: NavigateOptions & { to: string }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation per redirect, as React Router's Navigate
  useEffect(() => navigate(to, options), []);
  return null;
}
