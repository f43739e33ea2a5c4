import type { Profile } from "@forum/contract";
import { notFound } from "../../platform/errors.ts";
import type { ProfileRepository } from "./profile.repository.ts";

type UserRow = NonNullable<Awaited<ReturnType<ProfileRepository["findById"]>>>;

/** API.md Profile; the e-mail only for its owner. */
export function toProfile(user: UserRow, viewerId: number | null): Profile {
  return {
    id: user.id,
    user_id: user.id,
    ...(viewerId === user.id ? { email: user.email } : {}),
    username: user.username,
    status: user.statusText,
    created_at: user.createdAt.toISOString(),
    student: { firstname: user.firstName, lastname: user.lastName, image: user.profileImage },
    meta: {
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_image: user.profileImage,
    },
    is_admin: user.isAdmin,
  };
}

export function createProfileService(repo: ProfileRepository) {
  return {
    async byId(id: number, viewerId: number | null) {
      const user = await repo.findById(id);
      if (!user || user.suspendedAt) throw notFound("User not found.");
      return { data: toProfile(user, viewerId) };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
