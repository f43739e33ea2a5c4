import type { CategoryRef } from "@forum/contract";
import type { CategoriesRepository } from "./categories.repository.ts";

/** Core §7: the category picker finds categories by a part of their name. */
export function createCategoriesService({ repo }: { repo: CategoriesRepository }) {
  return {
    search: async (query: { search?: string; limit: number }): Promise<{ data: CategoryRef[] }> => ({
      data: await repo.search(query.search, query.limit),
    }),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
