import { adminMessages } from "@forum/contract";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { invalidField, notFound, refused } from "../../platform/errors.ts";
import type { Events } from "../../platform/events.ts";
import type { CategoriesAdminRepository } from "./categories-admin.repository.ts";

export type CategoriesAdminDeps = {
  repo: CategoriesAdminRepository;
  /** Post rows carry their categories' names: a rename or delete is told (`post-labels-changed`), posts clear their caches. */
  events: Pick<Events, "emit">;
};

const nameTaken = () => invalidField("name", adminMessages.nameTaken);

/** Post categories as the admin console edits them. */
export function createCategoriesAdminService(d: CategoriesAdminDeps) {
  const renamed = (id: number) => d.events.emit("post-labels-changed", { kind: "category", id });

  async function saveCategory(id: number | null, name: string, actorId: number) {
    const action = id ? "category.update" : "category.create";
    try {
      const row = await d.repo.saveCategory(id, name, { actorId, action, targetType: "category", note: name });
      if (!row) throw notFound();
      if (id) await renamed(id);
      return { data: row, message: id ? adminMessages.updated("Category") : adminMessages.created("Category") };
    } catch (err) {
      // The lower(name) index decides, also between two saves at once.
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  return {
    categories: async () => ({ data: await d.repo.categories() }),
    createCategory: (name: string, actorId: number) => saveCategory(null, name, actorId),
    updateCategory: (id: number, name: string, actorId: number) => saveCategory(id, name, actorId),
    async deleteCategory(id: number, actorId: number) {
      const done = await d.repo.deleteCategory(id, { actorId, action: "category.delete", targetType: "category" });
      if (!done) throw notFound();
      if (!done.deleted) throw refused(adminMessages.categoryInUse(done.inUse));
      await renamed(id);
      return { data: null, message: adminMessages.deleted("Category") };
    },
  };
}
export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
