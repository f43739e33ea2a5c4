import { z } from "zod";
import { adminLimits as L } from "./admin-texts.ts";
import { admin } from "./endpoints/admin.ts";
import { bind, operations } from "./endpoints/bind.ts";
import { dataEnvelope, pageEnvelope } from "./envelopes.ts";
import { limits } from "./limits.ts";
import { idNumber, pageNumber } from "./numbers.ts";
import { publicUser } from "./profile.ts";

/** A required line of text, trimmed, within its bound (the console's forms). */
export const requiredLine = (max: number, label: string) =>
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
  reason: requiredLine(L.suspendReasonMax, "reason"),
  /** When the suspension ends (ISO 8601); none: until an admin lifts it. */
  until: z.iso.datetime({ offset: true, error: "The end date must be a date and time." }).nullish(),
});
export const userSaved = z.object({ data: adminUserSchema, message: z.string() });

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
/** The console's own calls with their schemas (the server registers them; the web calls `admin` from the endpoints). */
export const adminApi = operations("admin", {
  overview: bind(admin.overview, "Admin overview (the console's counts)", { response: adminOverviewResponse }, [403]),
  users: bind(admin.users, "List and search users (admin)", { query: usersQuery, response: usersPage }, [403]),
  suspend: bind(admin.suspend, "Suspend a user", { ...one, body: suspendBody, response: userSaved }, [403, 404]),
  unsuspend: bind(admin.unsuspend, "Lift a user's suspension", { ...one, response: userSaved }, [403, 404]),
});
