import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { Navigate, Route, Switch, useLocation } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { ForbiddenPage } from "../components/forbidden-page.tsx";

// Each page is its own chunk, loaded when first opened. Paths are relative to /admin (the app's table nests here).
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages = (
  <Switch>
    <Route path="/">{lazyPage(() => import("./dashboard-page.tsx"))}</Route>
    <Route path="/reports">{lazyPage(() => import("../../moderation/admin/reports-page.tsx"))}</Route>
    <Route path="/users">{lazyPage(() => import("./users-page.tsx"))}</Route>
    <Route path="/categories">{lazyPage(() => import("../../categories/admin/categories-page.tsx"))}</Route>
    <Route path="/communities">{lazyPage(() => import("../../communities/admin/communities-page.tsx"))}</Route>
    <Route path="/polls">{lazyPage(() => import("../../polls/admin/polls-page.tsx"))}</Route>
    <Route path="/report-reasons">{lazyPage(() => import("../../moderation/admin/reasons-page.tsx"))}</Route>
    <Route path="/achievers">{lazyPage(() => import("../../leaderboard/admin/achievers-page.tsx"))}</Route>
    <Route path="/announcements">{lazyPage(() => import("../../announcements/admin/announcements-page.tsx"))}</Route>
    <Route path="/announcement-categories">
      {lazyPage(() => import("../../announcements/admin/announcement-categories-page.tsx"))}
    </Route>
    <Route path="/events">{lazyPage(() => import("../../events/admin/events-page.tsx"))}</Route>
    <Route path="/advertisements">{lazyPage(() => import("../../advertising/admin/advertisements-page.tsx"))}</Route>
    <Route path="/reward-tasks">{lazyPage(() => import("../../reward-tasks/admin/reward-tasks-page.tsx"))}</Route>
    <Route path="/task-submissions">
      {lazyPage(() => import("../../reward-tasks/admin/task-submissions-page.tsx"))}
    </Route>
    <Route path="/audit-log">{lazyPage(() => import("../../audit/admin/audit-log-page.tsx"))}</Route>
    <Route>{lazyPage(() => import("../../misc/routes/not-found-page.tsx"))}</Route>
  </Switch>
);

/**
 * `/admin`: guests go to the login (and come back here), students get the 403 page, admins the console. The server
 * checks every call again; this only spares a student a page of failures.
 */
export default function AdminLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  if (!session.user.is_admin) return <ForbiddenPage />;
  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
      <AdminNav />
      <div className="min-w-0">
        <Suspense
          fallback={
            <div className="flex justify-center p-10 text-primary">
              <Spinner size={32} label={adminTexts.loading} />
            </div>
          }
        >
          {pages}
        </Suspense>
      </div>
    </div>
  );
}
