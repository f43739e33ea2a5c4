import type {
  announcementCategoryList,
  announcementDetailResponse,
  announcementListQuery,
  announcementPage,
  announcementParams,
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
