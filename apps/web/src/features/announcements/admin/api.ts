import { adminAnnouncements } from "@forum/contract/endpoints";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { adminKeys, useAdminWrite } from "../../admin/api.ts";

/**
 * `announcementKeys.all` of the public pages, written out: importing it would share their module with this chunk
 * and lengthen the home route's table of lazy chunks.
 */
const announcementsPrefix = ["announcements"] as const;

export const adminAnnouncementKeys = {
  list: () => [...adminKeys.all, "announcements"] as const,
  categories: () => [...adminKeys.all, "announcement-categories"] as const,
};

export const useAdminAnnouncements = () =>
  useQuery({
    queryKey: adminAnnouncementKeys.list(),
    queryFn: ({ signal }) => call(adminAnnouncements.adminList, { signal }),
  });

export const useAdminAnnouncementCategories = () =>
  useQuery({
    queryKey: adminAnnouncementKeys.categories(),
    queryFn: ({ signal }) => call(adminAnnouncements.adminCategories, { signal }),
  });

/** Multipart: `image` is sent only when a new one was chosen (none keeps the old one). */
export const useSaveAnnouncement = () =>
  useAdminWrite(
    ({ id, body }: { id?: number; body: FormData }) =>
      id ? call(adminAnnouncements.update, { params: { id }, body }) : call(adminAnnouncements.create, { body }),
    [adminAnnouncementKeys.list(), announcementsPrefix],
  );

export const useDeleteAnnouncement = () =>
  useAdminWrite(
    (id: number) => call(adminAnnouncements.remove, { params: { id } }),
    [adminAnnouncementKeys.list(), announcementsPrefix],
  );

export const useCreateAnnouncementCategory = () =>
  useAdminWrite(
    (body: { name: string }) => call(adminAnnouncements.createCategory, { body }),
    [adminAnnouncementKeys.categories(), announcementsPrefix],
  );
