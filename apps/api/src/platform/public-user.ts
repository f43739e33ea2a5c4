import type { PublicUser, UserMeta } from "@forum/contract";
import { currentOrigin } from "./request-origin.ts";
import { UPLOADS_PREFIX } from "./storage.ts";

/**
 * Where answers point: `publicUrl` is the app's public origin (PUBLIC_URL, or its default); `filesUrl` is where a
 * stored file's name is appended: S3_PUBLIC_URL, or the app's own `${publicUrl}/forum/uploads`. Read them through
 * `urlsNow`: while a request is answered its own origin stands in for the default (request-origin.ts).
 */
export type PublicUrls = { publicUrl: string; filesUrl: string };

const APP_FILES = UPLOADS_PREFIX.slice(0, -1);

export const publicUrlsOf = (publicUrl: string, filesPublicUrl?: string): PublicUrls => ({
  publicUrl,
  filesUrl: filesPublicUrl ?? `${publicUrl}${APP_FILES}`,
});

/** The origin of the request being answered (request-origin.ts), or `fallback` outside a request. */
export const originNow = (fallback: string) => currentOrigin() ?? fallback;

/**
 * The URLs of the request being answered: its origin (the same as `urls.publicUrl` when PUBLIC_URL is set), and the
 * app's files on it unless they are on S3_PUBLIC_URL. Modules copy `urls` into their services' deps when they are
 * built, so the origin is looked up here, when a link is written, not in what they hold.
 */
export function urlsNow(urls: PublicUrls): PublicUrls {
  const origin = currentOrigin();
  if (!origin || origin === urls.publicUrl) return urls;
  const appFiles = urls.filesUrl === `${urls.publicUrl}${APP_FILES}`;
  return { publicUrl: origin, filesUrl: appFiles ? `${origin}${APP_FILES}` : urls.filesUrl };
}

/**
 * Stored image paths as absolute URLs (API.md). Rows keep `/forum/uploads/<name>` whatever the storage, so moving the
 * files to a bucket (or a CDN in front of it) changes answers, not rows.
 */
export function absoluteUrl(at: PublicUrls, path: string | null) {
  const urls = urlsNow(at);
  if (path?.startsWith(UPLOADS_PREFIX)) return `${urls.filesUrl}/${path.slice(UPLOADS_PREFIX.length)}`;
  return path?.startsWith("/") ? `${urls.publicUrl}${path}` : path;
}

/**
 * The stored path of a URL this server answered (on either base, on this request's origin or the default one), as a
 * form sends it back; anything else as is.
 */
export function storedPathOf(at: PublicUrls, url: string): string {
  for (const urls of new Set([urlsNow(at), at])) {
    if (url.startsWith(`${urls.filesUrl}/`)) return `${UPLOADS_PREFIX}${url.slice(urls.filesUrl.length + 1)}`;
    if (url.startsWith(`${urls.publicUrl}/`)) return url.slice(urls.publicUrl.length);
  }
  return url;
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
