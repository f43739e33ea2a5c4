import { lazy, Suspense } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { useSession } from "../../../lib/session.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { ForbiddenPage } from "../components/forbidden-page.tsx";

// Each page is its own chunk, loaded when first opened.
const pages = {
  "": lazy(() => import("./dashboard-page.tsx")),
  reports: lazy(() => import("./reports-page.tsx")),
  users: lazy(() => import("./users-page.tsx")),
  categories: lazy(() => import("./categories-page.tsx")),
  communities: lazy(() => import("./communities-page.tsx")),
  polls: lazy(() => import("./polls-page.tsx")),
  "report-reasons": lazy(() => import("./reasons-page.tsx")),
  achievers: lazy(() => import("./achievers-page.tsx")),
  "audit-log": lazy(() => import("./audit-log-page.tsx")),
};
const NotFoundPage = lazy(() => import("../../misc/routes/not-found-page.tsx"));

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
          <Routes>
            {Object.entries(pages).map(([path, Page]) =>
              path ? (
                <Route key={path} path={path} element={<Page />} />
              ) : (
                <Route key="index" index element={<Page />} />
              ),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
