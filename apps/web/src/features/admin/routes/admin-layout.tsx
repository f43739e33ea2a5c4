import { lazy, Suspense } from "react";
import { Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { useSession } from "../../../lib/session.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { ForbiddenPage } from "../components/forbidden-page.tsx";

// Each page is its own chunk, loaded when first opened. Route objects (not <Routes>): the router's JSX-to-routes code
// would otherwise join the home route's download, where react-router lives.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages: RouteObject[] = [
  { index: true, element: lazyPage(() => import("./dashboard-page.tsx")) },
  { path: "reports", element: lazyPage(() => import("./reports-page.tsx")) },
  { path: "users", element: lazyPage(() => import("./users-page.tsx")) },
  { path: "categories", element: lazyPage(() => import("./categories-page.tsx")) },
  { path: "communities", element: lazyPage(() => import("./communities-page.tsx")) },
  { path: "polls", element: lazyPage(() => import("./polls-page.tsx")) },
  { path: "report-reasons", element: lazyPage(() => import("./reasons-page.tsx")) },
  { path: "achievers", element: lazyPage(() => import("./achievers-page.tsx")) },
  { path: "announcements", element: lazyPage(() => import("./announcements-page.tsx")) },
  { path: "announcement-categories", element: lazyPage(() => import("./announcement-categories-page.tsx")) },
  { path: "events", element: lazyPage(() => import("./events-page.tsx")) },
  { path: "advertisements", element: lazyPage(() => import("./advertisements-page.tsx")) },
  { path: "reward-tasks", element: lazyPage(() => import("./reward-tasks-page.tsx")) },
  { path: "task-submissions", element: lazyPage(() => import("./task-submissions-page.tsx")) },
  { path: "audit-log", element: lazyPage(() => import("./audit-log-page.tsx")) },
  { path: "*", element: lazyPage(() => import("../../misc/routes/not-found-page.tsx")) },
];

/**
 * `/admin`: guests go to the login (and come back here), students get the 403 page, admins the console. The server
 * checks every call again; this only spares a student a page of failures.
 */
export default function AdminLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const page = useRoutes(pages);
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
          {page}
        </Suspense>
      </div>
    </div>
  );
}
