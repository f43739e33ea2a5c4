import type { PublicUser, UserMeta } from "@forum/contract";
import { UPLOADS_PREFIX } from "./storage.ts";

/**
 * Where answers point: `publicUrl` is the app's public origin (PUBLIC_URL); `filesUrl` is where a stored file's name
 * is appended: S3_PUBLIC_URL, or the app's own `${publicUrl}/forum/uploads`.
 */
export type PublicUrls = { publicUrl: string; filesUrl: string };

export const publicUrlsOf = (publicUrl: string, filesPublicUrl?: string): PublicUrls => ({
  publicUrl,
  filesUrl: filesPublicUrl ?? `${publicUrl}${UPLOADS_PREFIX.slice(0, -1)}`,
});

/**
 * Stored image paths as absolute URLs (API.md). Rows keep `/forum/uploads/<name>` whatever the storage, so moving the
 * files to a bucket (or a CDN in front of it) changes answers, not rows.
 */
export function absoluteUrl(urls: PublicUrls, path: string | null) {
  if (path?.startsWith(UPLOADS_PREFIX)) return `${urls.filesUrl}/${path.slice(UPLOADS_PREFIX.length)}`;
  return path?.startsWith("/") ? `${urls.publicUrl}${path}` : path;
}

/** The stored path of a URL this server answered (on either base), as a form sends it back; anything else as is. */
export function storedPathOf(urls: PublicUrls, url: string) {
  if (url.startsWith(`${urls.filesUrl}/`)) return `${UPLOADS_PREFIX}${url.slice(urls.filesUrl.length + 1)}`;
  return url.startsWith(`${urls.publicUrl}/`) ? url.slice(urls.publicUrl.length) : url;
}

/** What another student may see of a user, as read from the users table. */
export type PublicUserRow = {
  id: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImage: string | null;
};

/** The `meta` of API.md's user shapes: public names and the picture's absolute URL. */
export const userMetaOf = (u: Omit<PublicUserRow, "id">, urls: PublicUrls): UserMeta => ({
  username: u.username,
  first_name: u.firstName,
  last_name: u.lastName,
  profile_image: absoluteUrl(urls, u.profileImage),
});

/** `{ user_id, meta }`, the user beside a member list, a leaderboard entry or a like. */
export const publicUserOf = (u: PublicUserRow, urls: PublicUrls): PublicUser => ({
  user_id: u.id,
  meta: userMetaOf(u, urls),
});
