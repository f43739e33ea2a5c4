import { adminMessages, announcementLimits, announcementMessages, contentMessages, limits } from "@forum/contract";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { invalidField, notFound } from "../../platform/errors.ts";
import { type ImageDeps, storeImage, uploadedImage } from "../../platform/form-images.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Workers } from "../../platform/workers/workers.ts";
import { toAnnouncement } from "./announcements.presenter.ts";
import type { AnnouncementsRepository } from "./announcements.repository.ts";
import type { AnnouncementsAdminRepository, AnnouncementValues } from "./announcements-admin.repository.ts";

/** An announcement's picture is shown wide on its page: its long side capped like a community banner's. */
const IMAGE_SIDE = 1200;

export type AnnouncementForm = {
  title: string;
  content: string;
  category_id?: number;
  is_featured: boolean;
  image?: unknown;
};
export type AnnouncementsAdminDeps = ImageDeps &
  PublicUrls & { repo: AnnouncementsAdminRepository; reads: AnnouncementsRepository; workers: Workers };

/** The console's writes to announcements and their categories ("Admin and moderation"). */
export function createAnnouncementsAdminService(d: AnnouncementsAdminDeps) {
  async function save(id: number | null, form: AnnouncementForm, actorId: number) {
    // Sanitised in the worker pool as a post's content is, within the same limits.
    // Maths and code are posts' (issue 26): the announcement page loads no KaTeX stylesheet.
    const { html, text } = await d.workers.html.sanitize(form.content, { publicUrl: d.publicUrl, rich: false });
    if (!text.trim()) throw invalidField("content", announcementMessages.contentRequired);
    if (text.length > limits.contentTextMax) throw invalidField("content", contentMessages.textTooLong);
    const values: AnnouncementValues = {
      title: form.title,
      content: html,
      contentText: text,
      categoryId: form.category_id ?? null,
      isFeatured: form.is_featured,
    };
    const file = uploadedImage(form.image);
    // Stored once the fields have passed; an empty image keeps the old one.
    if (file) values.image = await storeImage(d, file, IMAGE_SIDE);
    const action = id ? "announcement.update" : "announcement.create";
    const saved = await d.repo.save(id, values, { actorId, action, targetType: "announcement", note: form.title });
    if (saved === "no-category") throw invalidField("category_id", announcementMessages.categoryUnknown);
    if (!saved) throw notFound();
    const row = await d.reads.one(saved.id);
    if (!row) throw notFound(); // deleted by another admin in the meantime
    const message = id ? adminMessages.updated("Announcement") : adminMessages.created("Announcement");
    return { data: toAnnouncement(row, d, true), message };
  }

  return {
    categories: async () => ({ data: await d.reads.categories() }),

    async createCategory(name: string, actorId: number) {
      const audit = {
        actorId,
        action: "announcement_category.create",
        targetType: "announcement_category",
        note: name,
      };
      try {
        const row = await d.repo.createCategory(name, audit);
        return { data: row, message: adminMessages.created("Announcement category") };
      } catch (err) {
        // The lower(name) index decides, also between two saves at once.
        if (isUniqueViolation(err)) throw invalidField("name", adminMessages.nameTaken);
        throw err;
      }
    },

    adminList: async () => ({
      data: (await d.repo.latest(announcementLimits.adminListCap)).map((row) => toAnnouncement(row, d, true)),
    }),
    create: (form: AnnouncementForm, actorId: number) => save(null, form, actorId),
    update: (id: number, form: AnnouncementForm, actorId: number) => save(id, form, actorId),
    async remove(id: number, actorId: number) {
      if (!(await d.repo.remove(id, { actorId, action: "announcement.delete", targetType: "announcement" }))) {
        throw notFound();
      }
      return { data: null, message: adminMessages.deleted("Announcement") };
    },
  };
}
export type AnnouncementsAdminService = ReturnType<typeof createAnnouncementsAdminService>;
