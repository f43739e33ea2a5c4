import { adminMessages, profileMessages } from "@forum/contract";
import type { CacheBus } from "../../platform/cache-bus.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { invalidField, notFound, refused } from "../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../platform/form-images.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toAchievers } from "./admin.presenter.ts";
import type { AdminCatalogRepository } from "./admin-catalog.repository.ts";

/** The achievers image is a poster: shown whole, its long side capped like a banner's. */
const ACHIEVERS_SIDE = 1200;

export type AdminCatalogDeps = ImageDeps &
  PublicUrls & {
    repo: AdminCatalogRepository;
    /** Post rows carry their categories' names: a rename or delete clears the post caches of every instance. */
    caches: Pick<CacheBus, "publish">;
  };

const nameTaken = () => invalidField("name", adminMessages.nameTaken);

/** Categories, report reasons and the achievers image, as the admin console edits them. */
export function createAdminCatalogService(d: AdminCatalogDeps) {
  const postsChanged = () => d.caches.publish("posts-changed", {});

  async function saveCategory(id: number | null, name: string, actorId: number) {
    const action = id ? "category.update" : "category.create";
    try {
      const row = await d.repo.saveCategory(id, name, { actorId, action, targetType: "category", note: name });
      if (!row) throw notFound();
      if (id) await postsChanged();
      return { data: row, message: id ? adminMessages.updated("Category") : adminMessages.created("Category") };
    } catch (err) {
      // The lower(name) index decides, also between two saves at once.
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  async function saveReason(id: number | null, body: { name: string; description: string }, actorId: number) {
    const action = id ? "reason.update" : "reason.create";
    const row = await d.repo.saveReason(id, body, { actorId, action, targetType: "report_reason", note: body.name });
    if (row === "taken") throw nameTaken();
    if (!row) throw notFound();
    return { data: row, message: id ? adminMessages.updated("Report reason") : adminMessages.created("Report reason") };
  }

  return {
    categories: async () => ({ data: await d.repo.categories() }),
    createCategory: (name: string, actorId: number) => saveCategory(null, name, actorId),
    updateCategory: (id: number, name: string, actorId: number) => saveCategory(id, name, actorId),
    async deleteCategory(id: number, actorId: number) {
      const done = await d.repo.deleteCategory(id, { actorId, action: "category.delete", targetType: "category" });
      if (!done) throw notFound();
      if (!done.deleted) throw refused(adminMessages.categoryInUse(done.inUse));
      await postsChanged();
      return { data: null, message: adminMessages.deleted("Category") };
    },

    reasons: async () => ({ data: await d.repo.reasons() }),
    createReason: (body: { name: string; description: string }, actorId: number) => saveReason(null, body, actorId),
    updateReason: (id: number, body: { name: string; description: string }, actorId: number) =>
      saveReason(id, body, actorId),
    async deleteReason(id: number, actorId: number) {
      const audit = { actorId, action: "reason.delete", targetType: "report_reason" };
      if (!(await d.repo.deleteReason(id, audit))) throw notFound();
      return { data: null, message: adminMessages.deleted("Report reason") };
    },

    async replaceAchievers(image: unknown, actorId: number) {
      const file = uploadedImage(image);
      if (!file) throw invalidField("image", profileMessages.imageNotFile);
      const path = await storeImage(d, file, ACHIEVERS_SIDE);
      const row = await d.repo.replaceAchievers(path, { actorId, action: "achievers.update", targetType: "achievers" });
      return { data: toAchievers(row, d), message: adminMessages.achieversUpdated };
    },
  };
}
export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
