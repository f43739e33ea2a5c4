import type {
  adminAnnouncementList,
  announcementBody,
  announcementCategoryBody,
  announcementCategoryList,
  announcementCategorySaved,
  announcementDeleted,
  announcementDetailResponse,
  announcementListQuery,
  announcementPage,
  announcementParams,
  announcementSaved,
  featuredAnnouncementResponse,
} from "../announcements.ts";
import { endpoint } from "./endpoint.ts";

type Id = typeof announcementParams;

/**
 * API.md "Secondary areas" announcements (public reads); their admin calls ("Admin and moderation": under `/admin`,
 * 401 for guests, 403 for students) are `adminAnnouncements` below.
 */
export const announcements = {
  featured: endpoint<{ response: typeof featuredAnnouncementResponse }>()(
    "GET",
    "forum",
    "/announcements/featured",
    "public",
  ),
  list: endpoint<{ query: typeof announcementListQuery; response: typeof announcementPage }>()(
    "GET",
    "forum",
    "/announcements",
    "public",
  ),
  categories: endpoint<{ response: typeof announcementCategoryList }>()(
    "GET",
    "forum",
    "/announcements/categories",
    "public",
  ),
  show: endpoint<{ params: Id; response: typeof announcementDetailResponse }>()(
    "GET",
    "forum",
    "/announcements/:id",
    "public",
  ),
};

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
