// The routing the app needs, on wouter (about 2.5 KB compressed, where React Router was 11 KB in the first download).
// wouter's Switch and Route match the route tables; useParams reads the matched Route's parameters.
export { Route, Switch, useParams } from "wouter";
export { type Action, browserHistory, type History, type Place } from "./history.ts";
export {
  type Location,
  type NavigateFunction,
  useLocation,
  useNavigate,
  useNavigationType,
  usePageLeave,
  useSearchParams,
} from "./hooks.ts";
export { Link, type LinkProps, Navigate, NavLink } from "./links.tsx";
export { Router, useNavigationPending } from "./router.tsx";
