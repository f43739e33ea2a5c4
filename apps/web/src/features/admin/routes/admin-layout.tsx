import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { Navigate, Route, Switch, useLocation } from "../../../lib/router/index.ts";
import { useSession } from "../../../lib/session.ts";
import { advertisingConsolePages } from "../../advertising/admin/routes.ts";
import { announcementConsolePages } from "../../announcements/admin/routes.ts";
import { auditConsolePages } from "../../audit/admin/routes.ts";
import { categoryConsolePages } from "../../categories/admin/routes.ts";
import { communityConsolePages } from "../../communities/admin/routes.ts";
import { eventConsolePages } from "../../events/admin/routes.ts";
import { leaderboardConsolePages } from "../../leaderboard/admin/routes.ts";
import { moderationConsolePages } from "../../moderation/admin/routes.ts";
import { pollConsolePages } from "../../polls/admin/routes.ts";
import { rewardTaskConsolePages } from "../../reward-tasks/admin/routes.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { ForbiddenPage } from "../components/forbidden-page.tsx";
import type { ConsolePage } from "../console-page.ts";

// Each page is its own chunk, loaded when first opened. Paths are relative to /admin (the app's table nests here).
// A feature's console pages live in that feature (`features/<feature>/admin/`), which lists them in its `routes.ts`.
const consolePages: ConsolePage[] = [
  { path: "/", load: () => import("./dashboard-page.tsx") },
  { path: "/users", load: () => import("./users-page.tsx") },
  ...moderationConsolePages,
  ...categoryConsolePages,
  ...communityConsolePages,
  ...pollConsolePages,
  ...leaderboardConsolePages,
  ...announcementConsolePages,
  ...eventConsolePages,
  ...advertisingConsolePages,
  ...rewardTaskConsolePages,
  ...auditConsolePages,
];
const lazyPage = (load: ConsolePage["load"]) => {
  const Page = lazy(load);
  return <Page />;
};
const pages = (
  <Switch>
    {consolePages.map(({ path, load }) => (
      <Route key={path} path={path}>
        {lazyPage(load)}
      </Route>
    ))}
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
