import { categoriesApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { CategoriesService } from "./categories.service.ts";

/** Forum base: the category picker's search (core §7). */
export function categoriesRoutes(app: FastifyInstance, { service }: { service: CategoriesService }) {
  const on = mounter(app, "posts");
  on(categoriesApi.search, ({ query }) => service.search(query));
}
