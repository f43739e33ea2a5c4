import { Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { useSession } from "../../../lib/session.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { AdminNav } from "../components/admin-nav.tsx";
import { ForbiddenPage } from "../components/forbidden-page.tsx";

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
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
