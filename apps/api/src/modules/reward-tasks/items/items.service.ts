import { rewardTaskMessages as M } from "@forum/contract";
import { notFound } from "../../../platform/errors.ts";
import type { Workers } from "../../../platform/workers/workers.ts";
import type { ItemsRepository } from "./items.repository.ts";
import { readItems, type TranslationItemInput } from "./items-upload.ts";

/** A bulk upload of an assignment's items (already read and checked row by row), added all or none, audited. */
export function createItemsService(d: { repo: ItemsRepository; workers: Pick<Workers, "files"> }) {
  return {
    /** The upload's items, read (a file in the worker pool) and checked row by row; 422 naming the bad rows. */
    read: (body: { items?: unknown; file?: unknown }) => readItems(body, d.workers),

    async add(assignmentId: number, items: TranslationItemInput[], actorId: number) {
      const audit = { actorId, action: "translation_item.upload", targetType: "reward_assignment" };
      const added = await d.repo.add(assignmentId, items, audit);
      if (added === null) throw notFound(M.assignmentNotFound);
      return { data: { added }, message: M.itemsAdded(added) };
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;
