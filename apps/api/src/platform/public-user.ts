import type { PublicUser, UserMeta } from "@forum/contract";

/** Stored image paths as absolute URLs (API.md). */
export const absoluteUrl = (publicUrl: string, path: string | null) =>
  path?.startsWith("/") ? `${publicUrl}${path}` : path;

/** What another student may see of a user, as read from the users table. */
export type PublicUserRow = {
  id: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImage: string | null;
};

/** The `meta` of API.md's user shapes: public names and the picture's absolute URL. */
export const userMetaOf = (u: Omit<PublicUserRow, "id">, publicUrl: string): UserMeta => ({
  username: u.username,
  first_name: u.firstName,
  last_name: u.lastName,
  profile_image: absoluteUrl(publicUrl, u.profileImage),
});

/** `{ user_id, meta }`, the user beside a member list, a leaderboard entry or a like. */
export const publicUserOf = (u: PublicUserRow, publicUrl: string): PublicUser => ({
  user_id: u.id,
  meta: userMetaOf(u, publicUrl),
});
