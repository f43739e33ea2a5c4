import { adminCategories } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, type Save, useAdminWrite } from "../../admin/api.ts";

/** The console's categories; a write also refreshes the app's own category lists (`["categories"]`). */
export const adminCategoryKeys = [...adminKeys.all, "categories"] as const;

export const useAdminCategories = () =>
  useQuery({ queryKey: adminCategoryKeys, queryFn: ({ signal }) => call(adminCategories.categories, { signal }) });

export const useSaveCategory = () =>
  useAdminWrite(
    ({ id, body }: Save<{ name: string }>) =>
      id
        ? call(adminCategories.updateCategory, { params: { id }, body })
        : call(adminCategories.createCategory, { body }),
    [adminCategoryKeys, ["categories"]],
  );
export const useDeleteCategory = () =>
  useAdminWrite(
    (id: number) => call(adminCategories.deleteCategory, { params: { id } }),
    [adminCategoryKeys, ["categories"]],
  );
