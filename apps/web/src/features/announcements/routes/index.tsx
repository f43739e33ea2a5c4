import { lazy } from "react";
import { Route, Switch } from "../../../lib/router/index.ts";

// One lazy import in the app's route table for both pages (the home route's download carries every entry of that
// table); each page is still a chunk of its own. Paths are relative to /announcements, as in the admin console.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages = (
  <Switch>
    <Route path="/">{lazyPage(() => import("./announcements-page.tsx"))}</Route>
    <Route path="/:id">{lazyPage(() => import("./announcement-page.tsx"))}</Route>
    <Route>{lazyPage(() => import("../../misc/routes/not-found-page.tsx"))}</Route>
  </Switch>
);

/** `/announcements` and `/announcements/{id}`. */
export default function AnnouncementsRoutes() {
  return pages;
}
