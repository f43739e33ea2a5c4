import type {
  adminAnnouncementList,
  announcementBody,
  announcementCategoryBody,
  announcementCategoryList,
  announcementCategorySaved,
  announcementDeleted,
  announcementParams,
  announcementSaved,
} from "../announcements.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof announcementParams;

/** The console's announcement calls (under `/admin`): the keys keep their operation ids (`announcementsAdminList`). */
export const adminAnnouncements = {
  adminCategories: endpoint<{ response: typeof announcementCategoryList }>()(
    "GET",
    "forum",
    "/admin/announcement-categories",
    "admin",
  ),
  createCategory: endpoint<{ body: typeof announcementCategoryBody; response: typeof announcementCategorySaved }>()(
    "POST",
    "forum",
    "/admin/announcement-categories",
    "admin",
    { status: 201 },
  ),
  adminList: endpoint<{ response: typeof adminAnnouncementList }>()("GET", "forum", "/admin/announcements", "admin"),
  create: endpoint<{ body: typeof announcementBody; response: typeof announcementSaved }>()(
    "POST",
    "forum",
    "/admin/announcements",
    "admin",
    { status: 201, form: true },
  ),
  update: endpoint<{ params: Id; body: typeof announcementBody; response: typeof announcementSaved }>()(
    "PUT",
    "forum",
    "/admin/announcements/:id",
    "admin",
    { form: true },
  ),
  remove: endpoint<{ params: Id; response: typeof announcementDeleted }>()(
    "DELETE",
    "forum",
    "/admin/announcements/:id",
    "admin",
  ),
};
