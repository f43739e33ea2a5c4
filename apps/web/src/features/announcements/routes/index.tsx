import { lazy } from "react";
import { type RouteObject, useRoutes } from "react-router";

// One lazy import in the app's route table for both pages (the home route's download carries every entry of that
// table); each page is still a chunk of its own. Route objects, not <Routes>, as in the admin console.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages: RouteObject[] = [
  { index: true, element: lazyPage(() => import("./announcements-page.tsx")) },
  { path: ":id", element: lazyPage(() => import("./announcement-page.tsx")) },
  { path: "*", element: lazyPage(() => import("../../misc/routes/not-found-page.tsx")) },
];

/** `/announcements` and `/announcements/{id}`. */
export default function AnnouncementsRoutes() {
  return useRoutes(pages);
}
