import { z } from "zod";
import { adminLimits as L } from "./admin-texts.ts";
import { communitySchema } from "./communities.ts";
import { admin } from "./endpoints/admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope, pageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { activePollSchema } from "./polls.ts";
import { categoryRef, flag, postSchema, reportReasonSchema } from "./posts.ts";
import { publicUser } from "./profile.ts";

/** A required line of text, trimmed, within its bound. */
const line = (max: number, label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, { error: `The ${label} is required.` })
    .max(max, { error: `The ${label} may be at most ${max} characters.` });

/** `{id}` of an admin resource: a positive 32-bit number (anything else is a 422 on `id`). */
export const adminIdParams = z.object({ id: idNumber() });
export const adminPageQuery = z.object({
  page: pageNumber(),
  per_page: z.coerce.number().int().min(1).max(limits.perPageMax).default(limits.perPageDefault),
});
/** A deletion answers `{data: null, message}`. */
export const adminDeleted = z.object({ data: z.null(), message: z.string() });

// Categories
export const adminCategorySchema = categoryRef.extend({ posts_count: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const categoryBody = z.object({ name: line(L.categoryNameMax, "name") });
export const adminCategoryList = z.object({ data: z.array(adminCategorySchema) });
export const adminCategorySaved = z.object({ data: categoryRef, message: z.string() });

// Communities (multipart: `image` is a file, a Buffer once the server has read the form; empty keeps the old one)
export const adminCommunitySchema = communitySchema.extend({ posts_count: z.number().int() });
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;
export const communityBody = z.object({
  name: line(L.communityNameMax, "name"),
  acronym: line(L.acronymMax, "acronym"),
  about: z
    .string()
    .trim()
    .max(L.aboutMax, { error: `The about text may be at most ${L.aboutMax} characters.` })
    .default(""),
  image: z.unknown().optional(),
});
export const adminCommunityList = z.object({ data: z.array(adminCommunitySchema) });
export const adminCommunitySaved = z.object({ data: communitySchema, message: z.string() });

// Polls: one active at a time (activating one ends the other)
export const adminPollSchema = activePollSchema.extend({
  active: z.boolean(),
  votes_count: z.number().int(),
  created_at: z.string(),
});
export type AdminPoll = z.infer<typeof adminPollSchema>;
export const pollBody = z.object({
  title: line(L.pollTitleMax, "title"),
  options: z
    .array(line(L.pollOptionMax, "option"), { error: "The options are required." })
    .min(L.pollOptionsMin, { error: `A poll needs at least ${L.pollOptionsMin} options.` })
    .max(L.pollOptionsMax, { error: `A poll has at most ${L.pollOptionsMax} options.` }),
  active: flag.default(false),
});
export const adminPollList = z.object({ data: z.array(adminPollSchema) });
export const adminPollSaved = z.object({ data: adminPollSchema, message: z.string() });

// Achievers: the image shown on the home sidebar
export const achieversBody = z.object({ image: z.unknown() });
export const achieversSchema = z.object({ id: z.number().int(), image: z.string(), active: z.boolean() });
export const achieversSaved = z.object({ data: achieversSchema, message: z.string() });

// Report reasons
export const reasonBody = z.object({
  name: line(L.reasonNameMax, "name"),
  description: line(L.reasonDescriptionMax, "description"),
});
export const reasonList = z.object({ data: z.array(reportReasonSchema) });
export const reasonSaved = z.object({ data: reportReasonSchema, message: z.string() });

// The report queue: one row per reported post
export const resolveActions = ["dismiss", "hide", "restore", "delete"] as const;
export type ResolveAction = (typeof resolveActions)[number];
export const reportsQuery = adminPageQuery.extend({ status: z.enum(["open", "resolved"]).default("open") });
export const reportResolutionSchema = z.object({
  action: z.enum(resolveActions),
  note: z.string().nullable(),
  resolved_at: z.string(),
  /** The admin who resolved it; null when the account is gone. */
  resolved_by: publicUser.nullable(),
});
export const reportRowSchema = z.object({
  /** The post as an admin sees it: hidden and deleted ones too (`hidden`, `hidden_reason`). */
  post: postSchema,
  reasons: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** Students who reported it; accounts made from one address within an hour (a sign-up burst) count as one. */
  reporters_count: z.number().int(),
  /** Every reporting account, bursts counted in full: above `reporters_count` when a burst reported it. */
  reporters_accounts: z.number().int(),
  first_reported_at: z.string(),
  status: z.enum(["open", "resolved"]),
  /** The latest resolution, if any (an open row may have one: new reports reopened it). */
  resolution: reportResolutionSchema.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportsPage = pageEnvelope(reportRowSchema);
export const reportPostParams = z.object({ post_id: idNumber() });
export const resolveBody = z.object({
  action: z.enum(resolveActions, { error: "Choose dismiss, hide, restore or delete." }),
  note: z
    .string()
    .trim()
    .max(L.noteMax, { error: `The note may be at most ${L.noteMax} characters.` })
    .optional()
    .transform((s) => (s ? s : null)),
});
export const reportResolved = dataEnvelope(reportRowSchema).extend({ message: z.string() });

// Users
export const adminUserSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  meta: publicUser.shape.meta,
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
  /** Null unless the account is suspended now. */
  suspension: z.object({ reason: z.string(), until: z.string().nullable(), since: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const usersQuery = adminPageQuery.extend({
  search: z.string().trim().max(L.searchMax).optional(),
});
export const usersPage = pageEnvelope(adminUserSchema);
export const suspendBody = z.object({
  reason: line(L.suspendReasonMax, "reason"),
  /** When the suspension ends (ISO 8601); none: until an admin lifts it. */
  until: z.iso.datetime({ offset: true, error: "The end date must be a date and time." }).nullish(),
});
export const userSaved = z.object({ data: adminUserSchema, message: z.string() });

// The audit log of every admin write
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: publicUser.nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPage = pageEnvelope(auditEntrySchema);

/** The dashboard's figures (not in API.md: the console's first screen needs them in one call). */
export const adminOverviewSchema = z.object({
  open_reports: z.number().int(),
  hidden_posts: z.number().int(),
  suspended_users: z.number().int(),
  users: z.number().int(),
  posts: z.number().int(),
  communities: z.number().int(),
});
export const adminOverviewResponse = dataEnvelope(adminOverviewSchema);

const one = { params: adminIdParams };
/** The admin calls with their schemas (the server registers them; the web calls `admin` from the endpoints). */
export const adminApi = operations("admin", {
  overview: bind(admin.overview, "Admin overview (the console's counts)", { response: adminOverviewResponse }, [403]),
  categories: bind(admin.categories, "List post categories (admin)", { response: adminCategoryList }, [403]),
  createCategory: bind(
    admin.createCategory,
    "Create a post category",
    { body: categoryBody, response: adminCategorySaved },
    [403],
  ),
  updateCategory: bind(
    admin.updateCategory,
    "Update a post category",
    { ...one, body: categoryBody, response: adminCategorySaved },
    [403, 404],
  ),
  deleteCategory: bind(admin.deleteCategory, "Delete a post category", { ...one, response: adminDeleted }, [403, 404]),
  communities: bind(admin.communities, "List communities (admin)", { response: adminCommunityList }, [403]),
  createCommunity: bind(
    admin.createCommunity,
    "Create a community",
    { body: communityBody, response: adminCommunitySaved },
    [403, 413, 415],
  ),
  updateCommunity: bind(
    admin.updateCommunity,
    "Update a community",
    { ...one, body: communityBody, response: adminCommunitySaved },
    [403, 404, 413, 415],
  ),
  deleteCommunity: bind(admin.deleteCommunity, "Delete a community", { ...one, response: adminDeleted }, [403, 404]),
  polls: bind(admin.polls, "List polls (admin)", { response: adminPollList }, [403]),
  createPoll: bind(admin.createPoll, "Create a poll", { body: pollBody, response: adminPollSaved }, [403]),
  updatePoll: bind(admin.updatePoll, "Update a poll", { ...one, body: pollBody, response: adminPollSaved }, [403, 404]),
  deletePoll: bind(admin.deletePoll, "Delete a poll", { ...one, response: adminDeleted }, [403, 404]),
  achievers: bind(
    admin.achievers,
    "Replace the active achievers image",
    { body: achieversBody, response: achieversSaved },
    [403, 413, 415],
  ),
  reasons: bind(admin.reasons, "List report reasons (admin)", { response: reasonList }, [403]),
  createReason: bind(admin.createReason, "Create a report reason", { body: reasonBody, response: reasonSaved }, [403]),
  updateReason: bind(
    admin.updateReason,
    "Update a report reason",
    { ...one, body: reasonBody, response: reasonSaved },
    [403, 404],
  ),
  deleteReason: bind(admin.deleteReason, "Delete a report reason", { ...one, response: adminDeleted }, [403, 404]),
  reports: bind(
    admin.reports,
    "List reported posts (the report queue)",
    { query: reportsQuery, response: reportsPage },
    [403],
  ),
  resolveReport: bind(
    admin.resolveReport,
    "Resolve the reports of a post",
    { params: reportPostParams, body: resolveBody, response: reportResolved },
    [403, 404],
  ),
  users: bind(admin.users, "List and search users (admin)", { query: usersQuery, response: usersPage }, [403]),
  suspend: bind(admin.suspend, "Suspend a user", { ...one, body: suspendBody, response: userSaved }, [403, 404]),
  unsuspend: bind(admin.unsuspend, "Lift a user's suspension", { ...one, response: userSaved }, [403, 404]),
  auditLog: bind(
    admin.auditLog,
    "Read the audit log of admin actions",
    { query: adminPageQuery, response: auditPage },
    [403],
  ),
});
