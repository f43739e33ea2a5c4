import { lazy } from "react";
import { type RouteObject, useRoutes } from "react-router";

// One lazy import in the app's route table for both pages (the home route's download carries every entry of that
// table); each page is still a chunk of its own, as for the announcements.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages: RouteObject[] = [
  { index: true, element: lazyPage(() => import("./advertise-page.tsx")) },
  { path: "new", element: lazyPage(() => import("./new-ad-page.tsx")) },
  { path: "*", element: lazyPage(() => import("../../misc/routes/not-found-page.tsx")) },
];

/** `/advertise` and `/advertise/new`. */
export default function AdvertisingRoutes() {
  return useRoutes(pages);
}
