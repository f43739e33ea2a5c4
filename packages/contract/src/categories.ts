import { z } from "zod";
import { adminDeleted, adminIdParams, requiredLine } from "./admin.ts";
import { adminLimits as L } from "./admin-texts.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { categories } from "./endpoints/categories.ts";
import { adminCategories } from "./endpoints/categories-admin.ts";
import { categoryRef, categorySearchQuery, categorySearchResponse } from "./posts.ts";

// Categories
export const adminCategorySchema = categoryRef.extend({ posts_count: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const categoryBody = z.object({ name: requiredLine(L.categoryNameMax, "name") });
export const adminCategoryList = z.object({ data: z.array(adminCategorySchema) });
export const adminCategorySaved = z.object({ data: categoryRef, message: z.string() });

export const categoriesApi = operations("categories", {
  search: bind(categories.search, "Search post categories", {
    query: categorySearchQuery,
    response: categorySearchResponse,
  }),
});

const one = { params: adminIdParams };
/** The console's category calls (operation ids `admin...` as before they moved here). */
export const adminCategoriesApi = operations("admin", {
  categories: bind(adminCategories.categories, "List post categories (admin)", { response: adminCategoryList }, [403]),
  createCategory: bind(
    adminCategories.createCategory,
    "Create a post category",
    { body: categoryBody, response: adminCategorySaved },
    [403],
  ),
  updateCategory: bind(
    adminCategories.updateCategory,
    "Update a post category",
    { ...one, body: categoryBody, response: adminCategorySaved },
    [403, 404],
  ),
  deleteCategory: bind(
    adminCategories.deleteCategory,
    "Delete a post category",
    { ...one, response: adminDeleted },
    [403, 404],
  ),
});
