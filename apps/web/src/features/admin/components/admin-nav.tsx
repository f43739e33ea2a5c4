import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "../../../lib/router/index.ts";
import { adminTexts } from "../admin-ui-texts.ts";

const t = adminTexts.nav;
/** The console's pages, in the order a moderator's day goes: what needs doing, then what to set up, then the record. */
export const adminPages = [
  { to: "/admin", label: t.dashboard },
  { to: "/admin/reports", label: t.reports },
  { to: "/admin/users", label: t.users },
  { to: "/admin/categories", label: t.categories },
  { to: "/admin/communities", label: t.communities },
  { to: "/admin/polls", label: t.polls },
  { to: "/admin/report-reasons", label: t.reasons },
  { to: "/admin/achievers", label: t.achievers },
  { to: "/admin/announcements", label: t.announcements },
  { to: "/admin/announcement-categories", label: t.announcementCategories },
  { to: "/admin/events", label: t.events },
  { to: "/admin/advertisements", label: t.advertisements },
  { to: "/admin/reward-tasks", label: t.rewardTasks },
  { to: "/admin/task-submissions", label: t.taskSubmissions },
  { to: "/admin/audit-log", label: t.audit },
] as const;

/**
 * A row of links that scrolls sideways on a phone (no menu to open, the current one in view) and a list down the side
 * on a wide screen.
 */
export function AdminNav() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the current page's link may sit past the edge of the scrolling row: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav aria-label="Admin" className="mb-4 lg:mb-0">
      <p className="mb-2 hidden px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase lg:block">
        {adminTexts.console}
      </p>
      <ul
        ref={list}
        className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {adminPages.map(({ to, label }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={to === "/admin"}
              className="flex min-h-11 items-center rounded-lg border border-slate-200 bg-white px-3 font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 lg:border-0 lg:bg-transparent aria-[current=page]:border-primary aria-[current=page]:bg-blue-50 aria-[current=page]:text-primary"
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
