import { z } from "zod";

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

export const profileQuery = z.object({ user_id: z.coerce.number().int().positive() });
