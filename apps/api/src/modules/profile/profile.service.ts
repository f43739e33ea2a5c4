import { type ProfileUpdateFields, profileMessages } from "@forum/contract";
import { isSuspended } from "../../db/suspension.ts";
import { AppError, invalidField, notFound } from "../../platform/errors.ts";
import type { PublicUrls } from "../../platform/public-user.ts";
import type { Storage } from "../../platform/storage.ts";
import type { Workers } from "../../platform/workers/workers.ts";
import { toProfile } from "./profile.presenter.ts";
import { isUniqueViolation, type ProfileChanges, type ProfileRepository } from "./profile.repository.ts";
import { pickUsername, randomSuffixed, usernameBase } from "./username.ts";

/** Avatars are cropped square on the client; the server still makes them square and small. */
const AVATAR_SIDE = 512;

/** The picture arrives as a file (a Buffer once multipart is parsed); an empty field means no new picture. */
function pictureOf(image: unknown): Buffer | null {
  if (image === undefined || image === null || image === "") return null;
  if (Buffer.isBuffer(image)) return image.length > 0 ? image : null;
  throw invalidField("image", profileMessages.imageNotFile);
}

export type ProfileServiceDeps = {
  repo: ProfileRepository;
  storage: Storage;
  /** The picture is re-encoded in the worker pool. */
  workers: Workers;
  urls: PublicUrls;
};

export function createProfileService(d: ProfileServiceDeps) {
  async function storeAvatar(image: Buffer): Promise<string> {
    try {
      const { data } = await d.workers.images.reencode(image, { maxSide: AVATAR_SIDE, square: true });
      return await d.storage.put(data, "webp");
    } catch (err) {
      throw err instanceof AppError && err.status === 422 ? invalidField("image", err.message) : err;
    }
  }

  return {
    /** A suspended student's profile is gone like an unknown one. */
    async byId(id: number, viewerId: number | null) {
      const user = await d.repo.findById(id);
      if (!user || isSuspended(user)) throw notFound(profileMessages.userNotFound);
      return { data: toProfile(user, viewerId, d.urls) };
    },

    /** Fields left out keep their value; the e-mail is never changed here. */
    async update(userId: number, { image, ...fields }: ProfileUpdateFields & { image?: unknown }) {
      const picture = pictureOf(image);
      const changes: ProfileChanges = {};
      if (fields.firstname !== undefined) changes.firstName = fields.firstname;
      if (fields.lastname !== undefined) changes.lastName = fields.lastname;
      if (fields.status_text !== undefined) changes.statusText = fields.status_text;
      if (fields.username !== undefined) {
        const owner = await d.repo.usernameOwner(fields.username);
        if (owner !== undefined && owner !== userId) throw invalidField("username", profileMessages.usernameTaken);
        changes.username = fields.username;
      }
      // The picture is stored only once the fields have passed, so a refused update leaves no file behind.
      if (picture) changes.profileImage = await storeAvatar(picture);
      try {
        const user = await d.repo.update(userId, changes);
        if (!user) throw notFound(profileMessages.userNotFound);
        return { data: toProfile(user, userId, d.urls), message: profileMessages.updated };
      } catch (err) {
        // Two students claiming one name at the same moment: the index lets one through.
        if (isUniqueViolation(err)) throw invalidField("username", profileMessages.usernameTaken);
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
