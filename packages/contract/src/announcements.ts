import { z } from "zod";
import { announcementMessages, announcementLimits as L } from "./announcement-texts.ts";
import { contentMessages } from "./content-texts.ts";
import { announcements } from "./endpoints/announcements.ts";
import { adminAnnouncements } from "./endpoints/announcements-admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope, pageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { flag } from "./posts.ts";

export const announcementCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type AnnouncementCategory = z.infer<typeof announcementCategorySchema>;

/**
 * API.md's Announcement. In lists (the page, the featured one, similar ones) `content` is the 400-character preview,
 * still valid HTML, as posts' are; the detail and the console carry it whole.
 */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  created_at: z.string(),
  is_featured: z.boolean(),
  category: announcementCategorySchema.nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementParams = z.object({ id: idNumber() });
export const announcementListQuery = z.object({
  category_id: idNumber().optional(),
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
});
export const announcementPage = pageEnvelope(announcementSchema);
export const featuredAnnouncementResponse = z.object({ data: announcementSchema.nullable() });
export const announcementCategoryList = z.object({ data: z.array(announcementCategorySchema) });
export const announcementDetailResponse = dataEnvelope(
  z.object({ announcement: announcementSchema, similar_announcements: z.array(announcementSchema) }),
);

/** A required line of text, trimmed, within its bound (as the other admin forms). */
const line = (max: number, label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} may be at most ${max} characters.` });

export const announcementCategoryBody = z.object({ name: line(L.categoryNameMax, "name") });
export const announcementCategorySaved = z.object({ data: announcementCategorySchema, message: z.string() });

/** Multipart (or JSON): `image` a file, empty or left out keeps the old one; `category_id` empty is none. */
export const announcementBody = z.object({
  title: line(L.titleMax, "title"),
  content: z
    .string({ error: announcementMessages.contentRequired })
    .trim()
    .min(1, { error: announcementMessages.contentRequired })
    .max(limits.contentHtmlMax, { error: contentMessages.htmlTooLong }),
  category_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), idNumber().optional()),
  is_featured: flag.default(false),
  image: z.unknown().optional(),
});
export const adminAnnouncementList = z.object({ data: z.array(announcementSchema) });
export const announcementSaved = z.object({ data: announcementSchema, message: z.string() });
export const announcementDeleted = z.object({ data: z.null(), message: z.string() });

const one = { params: announcementParams };
/** The announcement calls with their schemas (the server registers them; the web calls `announcements`). */
export const announcementsApi = operations("announcements", {
  featured: bind(announcements.featured, "Featured announcements", { response: featuredAnnouncementResponse }),
  list: bind(announcements.list, "List announcements", { query: announcementListQuery, response: announcementPage }),
  categories: bind(announcements.categories, "List announcement categories", { response: announcementCategoryList }),
  show: bind(
    announcements.show,
    "An announcement with similar ones",
    { ...one, response: announcementDetailResponse },
    [404],
  ),
});
/** The console's announcement calls, in the same operation group (`announcementsAdminList` as before). */
export const adminAnnouncementsApi = operations("announcements", {
  adminCategories: bind(
    adminAnnouncements.adminCategories,
    "List announcement categories (admin)",
    { response: announcementCategoryList },
    [403],
  ),
  createCategory: bind(
    adminAnnouncements.createCategory,
    "Create an announcement category",
    { body: announcementCategoryBody, response: announcementCategorySaved },
    [403],
  ),
  adminList: bind(
    adminAnnouncements.adminList,
    "List announcements (admin)",
    { response: adminAnnouncementList },
    [403],
  ),
  create: bind(
    adminAnnouncements.create,
    "Create an announcement",
    { body: announcementBody, response: announcementSaved },
    [403, 413, 415],
  ),
  update: bind(
    adminAnnouncements.update,
    "Update an announcement",
    { ...one, body: announcementBody, response: announcementSaved },
    [403, 404, 413, 415],
  ),
  remove: bind(
    adminAnnouncements.remove,
    "Delete an announcement",
    { ...one, response: announcementDeleted },
    [403, 404],
  ),
});
