import { displayName, type NotificationData, type NotificationItem } from "@forum/contract";
import { absoluteUrl, type PublicUrls, publicUserOf } from "../../platform/public-user.ts";
import type { NotificationListRow } from "./notifications.repository.ts";

type Named = { username: string | null; firstName: string | null; lastName: string | null };

/** Core §9 display name of a user row (never the e-mail: it is not anyone else's to see). */
export const actorName = (u: Named) =>
  displayName({ meta: { username: u.username, first_name: u.firstName, last_name: u.lastName } });

/** Who acted, as a notification's data snapshot keeps them; the image stays a stored path, made absolute when answered. */
export function ownerOf(actor: Named & { id: number; profileImage: string | null }): NotificationData["reply_owner"] {
  return {
    user_id: actor.id,
    meta: {
      username: actor.username,
      first_name: actor.firstName,
      last_name: actor.lastName,
      profile_image: actor.profileImage,
    },
  };
}

/** A row as API.md's Notification: `data` as a JSON string, stored image paths as absolute URLs. */
export function toNotification(row: NotificationListRow, urls: PublicUrls): NotificationItem {
  const owner = row.data.reply_owner;
  const data: NotificationData = owner
    ? {
        ...row.data,
        reply_owner: {
          ...owner,
          meta: { ...owner.meta, profile_image: absoluteUrl(urls, owner.meta.profile_image) },
        },
      }
    : row.data;
  const l = row.liker;
  return {
    id: row.id,
    type: row.type,
    data: JSON.stringify(data),
    liker: row.type === "like" && l ? publicUserOf(l, urls) : null,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
