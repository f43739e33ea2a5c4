import type { Announcement } from "@forum/contract";
import { announcements } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { useInfinitePages } from "../../lib/use-infinite-pages.ts";

/** One key factory for announcements; the console's writes refresh everything under `all`. */
export const announcementKeys = {
  all: ["announcements"] as const,
  featured: () => [...announcementKeys.all, "featured"] as const,
  categories: () => [...announcementKeys.all, "categories"] as const,
  list: (categoryId: number | null) => [...announcementKeys.all, "list", categoryId ?? "all"] as const,
  detail: (id: number) => [...announcementKeys.all, "detail", id] as const,
};

/** GET /announcements/featured: the Top Update, or null. */
export const useFeaturedAnnouncement = () =>
  useQuery({
    queryKey: announcementKeys.featured(),
    queryFn: ({ signal }) => call(announcements.featured, { signal }).then((r) => r.data),
  });

export const useAnnouncementCategories = () =>
  useQuery({
    queryKey: announcementKeys.categories(),
    queryFn: ({ signal }) => call(announcements.categories, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

const announcementId = (a: Announcement) => a.id;

/** GET /announcements?category_id&page, newest first, a page at a time. */
export const useAnnouncements = (categoryId: number | null) =>
  useInfinitePages({
    queryKey: announcementKeys.list(categoryId),
    fetchPage: (page, signal) =>
      call(announcements.list, { query: { category_id: categoryId ?? undefined, page }, signal }),
    itemKey: announcementId,
  });

/** GET /announcements/{id}: the announcement whole, and up to 5 similar ones. */
export const useAnnouncement = (id: number) =>
  useQuery({
    queryKey: announcementKeys.detail(id),
    queryFn: ({ signal }) => call(announcements.show, { params: { id }, signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
