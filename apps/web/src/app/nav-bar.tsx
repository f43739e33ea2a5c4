import { displayName } from "@forum/contract/helpers";
import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../components/avatar.tsx";
import { buttonClass } from "../components/button.tsx";
import { Logo } from "../components/logo.tsx";
import { Link, NavLink, useLocation } from "../lib/router/index.ts";
import { useSession } from "../lib/session.ts";
import { NavDrawer } from "./nav-drawer.tsx";
import { navLinks } from "./nav-links.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { SearchBox } from "./search-box.tsx";

const iconButton =
  "flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 aria-expanded:bg-slate-100";

/** Core §2 navigation bar: links inline on wide screens, in a drawer plus a search toggle on small ones. */
export function NavBar() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const user = session?.user;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <NavDrawer />
        {/* Named by the product name it shows (axe: a visible label must be part of the accessible name). */}
        <Link to="/" className="mr-2 flex min-h-11 items-center rounded-lg px-1">
          <span className="flex sm:hidden">
            <Logo withName={false} />
          </span>
          <span className="hidden sm:flex">
            <Logo />
          </span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === "/"}
                className="flex min-h-11 items-center rounded-lg px-2 font-medium whitespace-nowrap text-slate-700 xl:px-3 hover:bg-slate-100 aria-[current=page]:text-primary"
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className={`${iconButton} lg:hidden`}
            aria-label="Search"
            aria-expanded={searchOpen}
            aria-controls="nav-search"
            onClick={() => setSearchOpen((o) => !o)}
          >
            <Search size={22} aria-hidden="true" />
          </button>
          {user && <NotificationBell />}
          {/* On small screens this lives in the drawer; the wrapper hides it because buttonClass sets a display. */}
          <span className="ml-1 hidden lg:inline-flex">
            <Link to="/post/new" title="Create New Post" className={buttonClass("primary", "px-3 xl:px-4")}>
              <Plus size={20} aria-hidden="true" />
              {/* Between 1024 and 1280 px the six links leave room for the icon only; the name stays for readers. */}
              <span className="sr-only xl:not-sr-only">Create New Post</span>
            </Link>
          </span>
          {user?.is_admin && (
            // Admins only (the drawer has it on small screens). A word, not an icon: no icon module joins the first
            // download for the few who see it; the console itself is a lazy chunk.
            <NavLink
              to="/admin"
              className="hidden min-h-11 items-center rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 lg:flex aria-[current=page]:text-primary"
            >
              Admin
            </NavLink>
          )}
          {user ? (
            <Link
              to={`/profile/${user.user_id}`}
              className="ml-1 flex size-11 items-center justify-center rounded-full"
              aria-label={`Your profile (${displayName(user)})`}
            >
              <Avatar src={user.meta?.profile_image ?? user.student?.image} name="" size={36} />
            </Link>
          ) : (
            // Remember where the visitor was, so signing in brings them back here.
            <Link to="/login" state={{ from: `${pathname}${search}` }} className={buttonClass("secondary", "ml-1")}>
              Login
            </Link>
          )}
        </div>
      </nav>
      {searchOpen && <SearchBox id="nav-search" onDone={() => setSearchOpen(false)} />}
    </header>
  );
}
