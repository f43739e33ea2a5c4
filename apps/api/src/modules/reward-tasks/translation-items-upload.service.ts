import { rewardTaskMessages as M } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { TranslationItemsRepository } from "./translation-items-upload.repository.ts";
import type { TranslationItemInput } from "./translation-items-upload.ts";

/** A bulk upload of an assignment's items (already read and checked row by row), added all or none, audited. */
export function createTranslationItemsService(d: { repo: TranslationItemsRepository }) {
  return {
    async add(assignmentId: number, items: TranslationItemInput[], actorId: number) {
      const audit = { actorId, action: "translation_item.upload", targetType: "reward_assignment" };
      const added = await d.repo.add(assignmentId, items, audit);
      if (added === null) throw notFound(M.assignmentNotFound);
      return { data: { added }, message: M.itemsAdded(added) };
    },
  };
}
export type TranslationItemsService = ReturnType<typeof createTranslationItemsService>;
