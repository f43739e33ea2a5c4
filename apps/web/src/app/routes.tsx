import { Route, Switch } from "../lib/router/index.ts";
import { routePage as page } from "./route-page.tsx";

// Every page is a chunk of its own, the home page too: a shared post's first visit does not download the feed's code.
// The server names the page's chunk in the HTML it sends (modulepreload), so it downloads beside the shell, not after,
// and main.tsx waits for it before the first render.

// The four reward-task pages behind one entry (each still a chunk of its own): this table is in the first download.
const rewardTasks = page(() => import("../features/reward-tasks/routes/index.tsx"));

/**
 * The app's pages, first match wins. `nest` routes hand the rest of the path to a table of their own (admin,
 * announcements, advertising), which wouter matches relative to them.
 */
export const routes = (
  <Switch>
    <Route path="/">{page(() => import("../features/home/routes/home-page.tsx"))}</Route>
    <Route path="/signup">{page(() => import("../features/auth/routes/signup-page.tsx"))}</Route>
    <Route path="/login">{page(() => import("../features/auth/routes/login-page.tsx"))}</Route>
    <Route path="/verify-token">{page(() => import("../features/auth/routes/verify-token-page.tsx"))}</Route>
    <Route path="/forgot-password">{page(() => import("../features/auth/routes/forgot-password-page.tsx"))}</Route>
    <Route path="/reset-password">{page(() => import("../features/auth/routes/reset-password-page.tsx"))}</Route>
    <Route path="/auth-success">{page(() => import("../features/auth/routes/auth-success-page.tsx"))}</Route>
    <Route path="/verify-password-reset">
      {page(() => import("../features/auth/routes/verify-password-reset-page.tsx"))}
    </Route>
    <Route path="/profile/:id">{page(() => import("../features/profile/routes/profile-page.tsx"))}</Route>
    <Route path="/communities">{page(() => import("../features/communities/routes/communities-page.tsx"))}</Route>
    <Route path="/single-community/:id">
      {page(() => import("../features/communities/routes/single-community-page.tsx"))}
    </Route>
    <Route path="/advertise" nest>
      {page(() => import("../features/advertising/routes/index.tsx"))}
    </Route>
    {/* Both announcement pages sit behind one entry: this table is part of the first download. */}
    <Route path="/announcements" nest>
      {page(() => import("../features/announcements/routes/index.tsx"))}
    </Route>
    <Route path="/leaderboard">{page(() => import("../features/leaderboard/routes/leaderboard-page.tsx"))}</Route>
    <Route path="/drafts">{page(() => import("../features/posts/routes/drafts-page.tsx"))}</Route>
    <Route path="/events">{page(() => import("../features/events/routes/events-page.tsx"))}</Route>
    <Route path="/post/new">{page(() => import("../features/posts/routes/post-form-page.tsx"))}</Route>
    <Route path="/post/:id">{page(() => import("../features/posts/routes/post-page.tsx"))}</Route>
    <Route path="/notifications">{page(() => import("../features/notifications/routes/notifications-page.tsx"))}</Route>
    <Route path="/settings/notifications">
      {page(() => import("../features/reach/routes/notification-settings-page.tsx"))}
    </Route>
    {/* The admin console declares its own pages inside its chunk: one lazy import here, whatever it grows to. */}
    <Route path="/admin" nest>
      {page(() => import("../features/admin/routes/admin-layout.tsx"))}
    </Route>
    <Route path="/community-guidelines">
      {page(() => import("../features/guidelines/routes/community-guidelines-page.tsx"))}
    </Route>
    <Route path="/tasks/:id?">{rewardTasks}</Route>
    <Route path="/assignment/:id">{rewardTasks}</Route>
    <Route path="/task/:id">{rewardTasks}</Route>
    <Route>{page(() => import("../features/misc/routes/not-found-page.tsx"))}</Route>
  </Switch>
);
