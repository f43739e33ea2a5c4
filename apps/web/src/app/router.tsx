import { createBrowserRouter } from "react-router";
import { routes } from "./routes.tsx";

/** All application routes live under the base path /forum (core §1). */
export const basename = "/forum";
export const createAppRouter = () => createBrowserRouter(routes, { basename });
