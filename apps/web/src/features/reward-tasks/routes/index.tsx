import { lazy } from "react";
import { matchPath, useLocation } from "react-router";

// The app's route table sends tasks, tasks/:id, assignment/:id and task/:id here (one lazy import there, since that
// table is part of the home route's download); each page is still a chunk of its own.
const pages = [
  ["/tasks", lazy(() => import("./tasks-page.tsx"))],
  ["/tasks/:id", lazy(() => import("./task-page.tsx"))],
  ["/assignment/:id", lazy(() => import("./assignment-page.tsx"))],
  ["/task/:id", lazy(() => import("./translation-task-page.tsx"))],
] as const;

/** The reward-task page for the URL (its `:id` comes from the app's route, as `useParams` reads it). */
export default function RewardTaskRoutes() {
  const { pathname } = useLocation();
  const Page = pages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  return Page ? <Page /> : null;
}
