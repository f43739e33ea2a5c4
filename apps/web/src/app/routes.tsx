import { lazy } from "react";
import type { RouteObject } from "react-router";
import { Layout } from "./layout.tsx";

// Every page is a chunk of its own, the home page too: a shared post's first visit does not download the feed's code.
// The server names the page's chunk in the HTML it sends (modulepreload), so it downloads beside the shell, not after.
const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

// The four reward-task pages behind one entry (each still a chunk of its own): this table is in the first download.
const rewardTasks = page(() => import("../features/reward-tasks/routes/index.tsx"));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: page(() => import("../features/home/routes/home-page.tsx")) },
      { path: "signup", element: page(() => import("../features/auth/routes/signup-page.tsx")) },
      { path: "login", element: page(() => import("../features/auth/routes/login-page.tsx")) },
      { path: "verify-token", element: page(() => import("../features/auth/routes/verify-token-page.tsx")) },
      { path: "forgot-password", element: page(() => import("../features/auth/routes/forgot-password-page.tsx")) },
      { path: "reset-password", element: page(() => import("../features/auth/routes/reset-password-page.tsx")) },
      { path: "auth-success", element: page(() => import("../features/auth/routes/auth-success-page.tsx")) },
      {
        path: "verify-password-reset",
        element: page(() => import("../features/auth/routes/verify-password-reset-page.tsx")),
      },
      { path: "profile/:id", element: page(() => import("../features/profile/routes/profile-page.tsx")) },
      { path: "communities", element: page(() => import("../features/communities/routes/communities-page.tsx")) },
      {
        path: "single-community/:id",
        element: page(() => import("../features/communities/routes/single-community-page.tsx")),
      },
      { path: "advertise/*", element: page(() => import("../features/advertising/routes/index.tsx")) },
      // Both announcement pages sit behind one entry: this table is part of the first download.
      {
        path: "announcements/*",
        element: page(() => import("../features/announcements/routes/index.tsx")),
      },
      { path: "leaderboard", element: page(() => import("../features/sidebar/routes/leaderboard-page.tsx")) },
      { path: "drafts", element: page(() => import("../features/posts/routes/drafts-page.tsx")) },
      { path: "events", element: page(() => import("../features/events/routes/events-page.tsx")) },
      { path: "post/new", element: page(() => import("../features/posts/routes/post-form-page.tsx")) },
      { path: "post/:id", element: page(() => import("../features/posts/routes/post-page.tsx")) },
      { path: "notifications", element: page(() => import("../features/notifications/routes/notifications-page.tsx")) },
      // The admin console declares its own pages inside its chunk: one lazy import here, whatever it grows to.
      { path: "admin/*", element: page(() => import("../features/admin/routes/admin-layout.tsx")) },
      {
        path: "community-guidelines",
        element: page(() => import("../features/guidelines/routes/community-guidelines-page.tsx")),
      },
      { path: "tasks", element: rewardTasks },
      { path: "tasks/:id", element: rewardTasks },
      { path: "assignment/:id", element: rewardTasks },
      { path: "task/:id", element: rewardTasks },
      { path: "*", element: page(() => import("../features/misc/routes/not-found-page.tsx")) },
    ],
  },
];
