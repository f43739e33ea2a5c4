import { type NotificationItem, productName } from "@forum/contract";
import type { NamedUser } from "@forum/contract/helpers";
import { displayName, parseNotificationData, truncate } from "@forum/contract/helpers";
import { moderationTexts, notificationSentence } from "@forum/contract/texts";

export type PushPayload = { title: string; body: string; url: string };

/** What a push says stays well under a push service's 4 KB (the encrypted record adds about 100 bytes). */
const BODY_MAX = 400;
const LINE_MAX = 200;

type Row = { type: NotificationItem["type"]; data: unknown; actor: NamedUser };

/**
 * A notification as the service worker shows it: the forum's name, the sentence the toast shows (and the reply's
 * start or the report's outcome under it), and the page a click on it in the app opens (notification-item.tsx).
 * None when the stored data cannot be read (a malformed row is hidden in the list too).
 */
export function pushPayloadOf(n: Row): PushPayload | null {
  const d = parseNotificationData(JSON.stringify(n.data));
  if (!d) return null;
  const actor =
    n.type === "report"
      ? "A moderator"
      : n.type === "task_review"
        ? "A reviewer"
        : n.type === "like"
          ? displayName(n.actor)
          : displayName(d.reply_owner);
  const detail =
    n.type === "report" ? d.outcome && moderationTexts.reportOutcome[d.outcome] : truncate(d.reply_content, LINE_MAX);
  const sentence = notificationSentence(n.type, actor, d.post_title && truncate(d.post_title, LINE_MAX));
  const body = truncate(detail ? `${sentence}\n${detail}` : sentence, BODY_MAX);
  return { title: productName, body, url: urlOf(n.type, d.post_uuid, d.reply_uuid, d.item_id) };
}

function urlOf(type: Row["type"], post: string, reply: string | null, item: number | undefined): string {
  if (type === "task_review") return typeof item === "number" ? `/forum/task/${item}` : "/forum/notifications";
  // The post page scrolls to `#reply-<uuid>` (post-page-tools.tsx); a like or a report is about the post itself.
  const at = reply && type !== "like" && type !== "report" ? `#reply-${encodeURIComponent(reply)}` : "";
  return `/forum/post/${encodeURIComponent(post)}${at}`;
}
