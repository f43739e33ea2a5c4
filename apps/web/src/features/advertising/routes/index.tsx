import { lazy } from "react";
import { Route, Switch } from "../../../lib/router/index.ts";

// One lazy import in the app's route table for both pages (the home route's download carries every entry of that
// table); each page is still a chunk of its own, as for the announcements. Paths are relative to /advertise.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const pages = (
  <Switch>
    <Route path="/">{lazyPage(() => import("./advertise-page.tsx"))}</Route>
    <Route path="/new">{lazyPage(() => import("./new-ad-page.tsx"))}</Route>
    <Route>{lazyPage(() => import("../../misc/routes/not-found-page.tsx"))}</Route>
  </Switch>
);

/** `/advertise` and `/advertise/new`. */
export default function AdvertisingRoutes() {
  return pages;
}
