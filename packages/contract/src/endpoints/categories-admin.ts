import type { adminDeleted, adminIdParams } from "../admin.ts";
import type { adminCategoryList, adminCategorySaved, categoryBody } from "../categories.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adminIdParams;

/** API.md "Admin and moderation": post categories in the console. */
export const adminCategories = {
  categories: endpoint<{ response: typeof adminCategoryList }>()("GET", "forum", "/admin/categories", "admin"),
  createCategory: endpoint<{ body: typeof categoryBody; response: typeof adminCategorySaved }>()(
    "POST",
    "forum",
    "/admin/categories",
    "admin",
    { status: 201 },
  ),
  updateCategory: endpoint<{ params: Id; body: typeof categoryBody; response: typeof adminCategorySaved }>()(
    "PUT",
    "forum",
    "/admin/categories/:id",
    "admin",
  ),
  deleteCategory: endpoint<{ params: Id; response: typeof adminDeleted }>()(
    "DELETE",
    "forum",
    "/admin/categories/:id",
    "admin",
  ),
};
