import { displayName, type NotificationData, truncate } from "@forum/contract";
import type { MailLine } from "./reach-mail.ts";

const postUrl = (publicUrl: string, uuid: string) => `${publicUrl}/forum/post/${encodeURIComponent(uuid)}`;

/** A notification as one line of a mail: who did what, on which post, and the link to read it. */
export function notificationLine(publicUrl: string, type: string, d: NotificationData): MailLine {
  const title = `"${truncate(d.post_title || "your post", 80)}"`;
  // A like's data names no liker (the list shows them from the row); a mail says "Someone".
  const who = type === "like" ? "Someone" : displayName(d.reply_owner);
  const text =
    type === "reply"
      ? `${who} replied to ${title}`
      : type === "like"
        ? `${who} liked ${title}`
        : type === "mention"
          ? `${who} mentioned you in ${title}`
          : type === "accepted"
            ? `${who} accepted your answer in ${title}`
            : type === "watched"
              ? d.reply_uuid
                ? `${who} replied in ${title}, which you watch`
                : `${who} posted ${title} where you watch`
              : `New activity on ${title}`;
  const url = d.post_uuid ? postUrl(publicUrl, d.post_uuid) : `${publicUrl}/forum/notifications`;
  return { text, url };
}

export const postLine = (
  publicUrl: string,
  p: { uuid: string; title: string | null; replies: number; likes: number },
): MailLine => ({
  text: `${truncate(p.title || "A post", 100)} (${p.replies} ${p.replies === 1 ? "reply" : "replies"}, ${p.likes} ${p.likes === 1 ? "like" : "likes"})`,
  url: postUrl(publicUrl, p.uuid),
});
