import { type Profile, type ProfileUpdateFields, profileDialogTexts, profileFieldMessages } from "@forum/contract";
import { AppError, invalidField, notFound } from "../../platform/errors.ts";
import { absoluteUrl, type PublicUrls, userMetaOf } from "../../platform/public-user.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Workers } from "../../platform/workers/workers.ts";
import { isUniqueViolation, type ProfileChanges, type ProfileRepository } from "./profile.repository.ts";
import { pickUsername, randomSuffixed, usernameBase } from "./username.ts";

type UserRow = NonNullable<Awaited<ReturnType<ProfileRepository["findById"]>>>;

/** Avatars are cropped square on the client; the server still makes them square and small. */
const AVATAR_SIDE = 512;

/** API.md Profile; the e-mail only for its owner; the picture as an absolute URL like every stored image. */
export function toProfile(user: UserRow, viewerId: number | null, urls: PublicUrls): Profile {
  const image = absoluteUrl(urls, user.profileImage);
  return {
    id: user.id,
    user_id: user.id,
    ...(viewerId === user.id ? { email: user.email } : {}),
    username: user.username,
    status: user.statusText,
    created_at: user.createdAt.toISOString(),
    student: { firstname: user.firstName, lastname: user.lastName, image },
    meta: userMetaOf(user, urls),
    is_admin: user.isAdmin,
  };
}

export function createProfileService(
  d: PublicUrls & {
    repo: ProfileRepository;
    storage: Storage;
    /** The picture is re-encoded in the worker pool. */
    workers: Workers;
  },
) {
  async function storeAvatar(image: Buffer): Promise<string> {
    try {
      const { data } = await d.workers.images.reencode(image, { maxSide: AVATAR_SIDE, square: true });
      return await d.storage.put(data, "webp");
    } catch (err) {
      throw err instanceof AppError && err.status === 422 ? invalidField("image", err.message) : err;
    }
  }

  return {
    async byId(id: number, viewerId: number | null) {
      const user = await d.repo.findById(id);
      if (!user || user.suspendedAt) throw notFound("User not found.");
      return { data: toProfile(user, viewerId, d) };
    },

    /** Fields left out keep their value; the e-mail is never changed here. */
    async update(userId: number, fields: ProfileUpdateFields, image: Buffer | null) {
      const changes: ProfileChanges = {};
      if (fields.firstname !== undefined) changes.firstName = fields.firstname;
      if (fields.lastname !== undefined) changes.lastName = fields.lastname;
      if (fields.status_text !== undefined) changes.statusText = fields.status_text;
      if (fields.username !== undefined) {
        const owner = await d.repo.usernameOwner(fields.username);
        if (owner !== undefined && owner !== userId) throw invalidField("username", profileFieldMessages.usernameTaken);
        changes.username = fields.username;
      }
      // The picture is stored only once the fields have passed, so a refused update leaves no file behind.
      if (image) changes.profileImage = await storeAvatar(image);
      try {
        const user = await d.repo.update(userId, changes);
        if (!user) throw notFound("User not found.");
        return { data: toProfile(user, userId, d), message: profileDialogTexts.updated };
      } catch (err) {
        // Two students claiming one name at the same moment: the index lets one through.
        if (isUniqueViolation(err)) throw invalidField("username", profileFieldMessages.usernameTaken);
        throw err;
      }
    },

    /** A free username for a new account's e-mail (see username.ts). */
    async usernameFor(email: string): Promise<string> {
      const base = usernameBase(email);
      const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}${i + 2}`)];
      return pickUsername(base, await d.repo.takenUsernames(candidates));
    },
    randomUsername: (email: string) => randomSuffixed(usernameBase(email)),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
