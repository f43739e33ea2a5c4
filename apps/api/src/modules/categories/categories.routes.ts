import { adminCategoriesApi, categoriesApi } from "@forum/contract";
import type { FastifyInstance } from "fastify";
import { mounter } from "../../platform/endpoints.ts";
import type { CategoriesService } from "./categories.service.ts";
import type { CategoriesAdminService } from "./categories-admin.service.ts";

/** Forum base: the category picker's search (core §7), and the console's categories (admins only). */
export function categoriesRoutes(
  app: FastifyInstance,
  s: { service: CategoriesService; admin: CategoriesAdminService },
) {
  const on = mounter(app, "posts");
  on(categoriesApi.search, ({ query }) => s.service.search(query));

  const admin = mounter(app, "admin");
  admin(adminCategoriesApi.categories, () => s.admin.categories());
  admin(adminCategoriesApi.createCategory, ({ body, user }) => s.admin.createCategory(body.name, user.id));
  admin(adminCategoriesApi.updateCategory, ({ params, body, user }) =>
    s.admin.updateCategory(params.id, body.name, user.id),
  );
  admin(adminCategoriesApi.deleteCategory, ({ params, user }) => s.admin.deleteCategory(params.id, user.id));
}
