import type { NotificationData, NotificationItem } from "../notifications.ts";
import { displayName } from "./display-name.ts";

const notificationTypes = new Set<string>(["reply", "like", "mention", "accepted", "report", "task_review", "watched"]);

/** Reads `data` defensively: a row of another type or a malformed string is hidden, not a crash (core §3). */
export function parseNotificationData(raw: string): NotificationData | null {
  try {
    const d = JSON.parse(raw) as Partial<NotificationData> | null;
    if (!d?.type || !notificationTypes.has(d.type) || typeof d.post_uuid !== "string") return null;
    return d as NotificationData;
  } catch {
    return null;
  }
}

/** Who acted, as shown: the liker, the named replier, Anonymous, the moderators (a report), a reviewer (a task). */
export const notificationActor = (n: Pick<NotificationItem, "type" | "liker">, d: NotificationData) =>
  n.type === "report"
    ? "A moderator"
    : n.type === "task_review"
      ? "A reviewer"
      : n.type === "like"
        ? displayName(n.liker)
        : displayName(d.reply_owner);
