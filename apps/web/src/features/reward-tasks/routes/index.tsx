import { lazy } from "react";
import { Route, Switch } from "../../../lib/router/index.ts";

const TasksPage = lazy(() => import("./tasks-page.tsx"));
const TaskPage = lazy(() => import("./task-page.tsx"));
const AssignmentPage = lazy(() => import("./assignment-page.tsx"));
const TranslationTaskPage = lazy(() => import("./translation-task-page.tsx"));

/**
 * The app's route table sends tasks, tasks/:id, assignment/:id and task/:id here (one lazy import there, since that
 * table is part of the home route's download); each page is still a chunk of its own, its `:id` read with useParams.
 */
export default function RewardTaskRoutes() {
  return (
    <Switch>
      <Route path="/tasks">
        <TasksPage />
      </Route>
      <Route path="/tasks/:id">
        <TaskPage />
      </Route>
      <Route path="/assignment/:id">
        <AssignmentPage />
      </Route>
      <Route path="/task/:id">
        <TranslationTaskPage />
      </Route>
    </Switch>
  );
}
