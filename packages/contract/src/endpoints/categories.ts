import type { adminDeleted, adminIdParams } from "../admin.ts";
import type { adminCategoryList, adminCategorySaved, categoryBody } from "../categories.ts";
import type { categorySearchQuery, categorySearchResponse } from "../posts.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof adminIdParams;

/** Core §7: the category picker's search. */
export const categories = {
  search: endpoint<{ query: typeof categorySearchQuery; response: typeof categorySearchResponse }>()(
    "GET",
    "forum",
    "/categories",
    "public",
  ),
};

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
