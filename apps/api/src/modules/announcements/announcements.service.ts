import { notFound } from "../../platform/errors.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import { toAnnouncement } from "./announcements.presenter.ts";
import type { AnnouncementsRepository } from "./announcements.repository.ts";

const SIMILAR = 5;

export type AnnouncementsDeps = PublicUrls & { repo: AnnouncementsRepository };

/** Announcements (API.md "Secondary areas"): the featured one, the list by category, one with similar ones. */
export function createAnnouncementsService(d: AnnouncementsDeps) {
  const card = (row: Parameters<typeof toAnnouncement>[0]) => toAnnouncement(row, d);

  return {
    featured: async () => {
      const row = await d.repo.featured();
      return { data: row ? card(row) : null };
    },

    async page(q: { category_id?: number; page: number; per_page: number }) {
      const { rows, total } = await d.repo.page(q.category_id, q.page, q.per_page);
      return { data: rows.map(card), total };
    },

    categories: async () => ({ data: await d.repo.categories() }),

    async show(id: number) {
      const row = await d.repo.one(id);
      if (!row) throw notFound();
      const similar = await d.repo.similar(id, row.categoryId, SIMILAR);
      return { data: { announcement: toAnnouncement(row, d, true), similar_announcements: similar.map(card) } };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
