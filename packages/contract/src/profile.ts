import { z } from "zod";
import { bind, operations } from "./endpoints/bind.ts";
import { profile } from "./endpoints/profile.ts";
import { dataEnvelope } from "./envelopes.ts";
import { idNumber } from "./numbers.ts";
import { mentionLimits, profileLimits, profileMessages } from "./profile-texts.ts";

export const userMeta = z.object({
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_image: z.string().nullable(),
});
export type UserMeta = z.infer<typeof userMeta>;

/** A user as shown beside content: id and public meta only. */
export const publicUser = z.object({ user_id: z.number().int(), meta: userMeta });
export type PublicUser = z.infer<typeof publicUser>;

/** API.md Profile: `id` equals `user_id`; `email` only to its owner. */
export const profileSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string().optional(),
  username: z.string().nullable(),
  status: z.string().nullable(),
  created_at: z.string(),
  student: z.object({
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    image: z.string().nullable(),
  }),
  meta: userMeta,
  is_admin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileQuery = z.object({ user_id: idNumber() });
export const profileResponse = dataEnvelope(profileSchema);

/** Letters, digits, dots and underscores, starting with a letter or digit: safe in a URL and after an "@". */
export const usernamePattern = /^[A-Za-z0-9][A-Za-z0-9_.]*$/;

const m = profileMessages;
/** Trimmed; an empty value clears the field. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((s) => (s === "" ? null : s));

export const usernameField = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { error: m.usernameRequired, abort: true })
  .min(profileLimits.usernameMin, { error: m.usernameLength, abort: true })
  .max(profileLimits.usernameMax, { error: m.usernameLength, abort: true })
  .regex(usernamePattern, { error: m.usernamePattern });

/**
 * POST /api/user/update-profile (multipart, `_method=PUT`). A field left out keeps its value; `email` is accepted
 * and ignored (the address changes only through its own verified flow).
 */
export const profileUpdateFields = z.object({
  firstname: optionalText(profileLimits.nameMax, m.firstnameMax).optional(),
  lastname: optionalText(profileLimits.nameMax, m.lastnameMax).optional(),
  username: usernameField.optional(),
  status_text: optionalText(profileLimits.aboutMax, m.aboutMax).optional(),
  email: z.unknown().optional(),
  _method: z.string().max(10).optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;
/** The form's fields and the picture: a file (a Buffer once the server has read the form); empty means none. */
export const profileUpdateBody = profileUpdateFields.extend({ image: z.unknown().optional() });
export const profileUpdatedResponse = z.object({ data: profileSchema, message: z.string() });

/** The dialog's form: every field as typed (the client sends them all). */
export const profileFormSchema = z.object({
  firstname: z.string().trim().max(profileLimits.nameMax, { error: m.firstnameMax }),
  lastname: z.string().trim().max(profileLimits.nameMax, { error: m.lastnameMax }),
  username: usernameField,
  status_text: z.string().trim().max(profileLimits.aboutMax, { error: m.aboutMax }),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
/** What the dialog sends, as a multipart form: its fields, the e-mail (ignored) and the cropped picture, if any. */
export type ProfileUpdate = ProfileForm & { email: string; image: Blob | null };

/** GET /forum/api/v1/user/stats: counted by the rule in `points.ts`. */
export const userStatsSchema = z.object({
  likes_received: z.number().int(),
  likes_given: z.number().int(),
  comments_received: z.number().int(),
  posts_shared: z.number().int(),
  points: z.number().int(),
  total_points: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const userStatsResponse = dataEnvelope(userStatsSchema);

/**
 * GET /users/suggest: what follows an "@" (a leading "@" is dropped). Shorter than `mentionLimits.queryMin` (or only
 * spaces) answers no one; longer than a name can be is refused.
 */
export const userSuggestQuery = z.object({
  q: z
    .string()
    .max(mentionLimits.queryMax)
    .transform((s) => s.trim().replace(/^@/, "").replace(/\s+/g, " ").toLowerCase()),
});
export const userSuggestResponse = z.object({ data: z.array(publicUser) });
export type UserSuggestion = PublicUser;

/**
 * The profile calls with their schemas (the server registers them; the web calls `profile` from the endpoints).
 * The update is answered on POST (a form's `_method=PUT`) and on a real PUT alike.
 */
const update = { body: profileUpdateBody, response: profileUpdatedResponse };
export const profileApi = operations("profile", {
  mine: bind(profile.mine, "The caller's profile", { response: profileResponse }, [404]),
  byId: bind(
    profile.byId,
    "A student's profile (by user_id)",
    { query: profileQuery, response: profileResponse },
    [404],
  ),
  update: bind(profile.update, "Update the caller's profile (form with _method=PUT)", update, [404, 413, 415]),
  updateByPut: bind(profile.updateByPut, "Update the caller's profile", update, [404, 413, 415]),
  stats: bind(
    profile.stats,
    "A student's activity counts",
    { query: profileQuery, response: userStatsResponse },
    [404],
  ),
  suggest: bind(profile.suggest, "Students whose username or name starts with q (for @mentions)", {
    query: userSuggestQuery,
    response: userSuggestResponse,
  }),
});
