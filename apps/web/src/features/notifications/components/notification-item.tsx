import type { NotificationItem as Item } from "@forum/contract";
import { notificationActor, parseNotificationData, timeAgo } from "@forum/contract/helpers";
import { moderationTexts, notificationWhat, notificationActionTexts as texts } from "@forum/contract/texts";
import { Mail, MailOpen, Trash2 } from "lucide-react";
import { Avatar } from "../../../components/avatar.tsx";
import { Link } from "../../../lib/router/index.ts";
import type { StartAction } from "./use-action-flow.tsx";

const iconButton =
  "flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-slate-900";

type Props = { item: Item; start: StartAction; onOpen: (item: Item) => void };

/**
 * Core §3: a reply or a like, or (issue 12) the outcome of the reader's report, or (issue 15) the review of the
 * reader's reward-task translation, with who acted, what, the post or item, when, and whether it was read.
 * The text opens the post (or the task); the buttons beside it read, unread or delete this one.
 */
export function NotificationItem({ item, start, onOpen }: Props) {
  const data = parseNotificationData(item.data);
  if (!data) return null;
  const unread = !item.read_at;
  const actor = notificationActor(item, data);
  const image = item.type === "like" ? item.liker?.meta.profile_image : data.reply_owner?.meta.profile_image;
  // A report's outcome takes the line a reply's text would (a moderator's note is not passed on to the reporter); a
  // task review's is the approval, or the reviewer's notes quoted.
  const detail =
    item.type === "report"
      ? data.outcome && moderationTexts.reportOutcome[data.outcome]
      : item.type === "task_review" && data.review === "approved"
        ? data.reply_content
        : data.reply_content && `“${data.reply_content}”`;
  // A mention in a reply opens the post at that reply.
  const at = item.type === "mention" && data.reply_uuid ? `#reply-${data.reply_uuid}` : "";
  const to = item.type === "task_review" ? `/task/${data.item_id}` : `/post/${data.post_uuid}${at}`;
  return (
    // On a phone the buttons go under the text, which keeps the row's whole width; beside it from 640 px.
    <li
      className={`flex flex-col rounded-xl p-1 sm:flex-row sm:items-start sm:gap-2 sm:p-2 ${unread ? "bg-blue-50" : "bg-white"}`}
    >
      <Link
        to={to}
        onClick={() => onOpen(item)}
        className="flex min-w-0 flex-1 gap-3 rounded-lg p-1 hover:bg-slate-100"
      >
        <Avatar src={image} name="" size={40} />
        <span className="min-w-0 flex-1 text-sm">
          <span className="block break-words text-slate-800">
            <strong className="font-semibold text-slate-900">{actor}</strong> {notificationWhat[item.type]}
            {data.post_title && <span className="font-medium text-slate-900">: {data.post_title}</span>}
          </span>
          {detail && <span className="mt-0.5 line-clamp-2 block break-words text-slate-600">{detail}</span>}
          <span className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
            {unread && <span aria-hidden="true" className="size-2 rounded-full bg-primary" />}
            <time dateTime={item.created_at}>{timeAgo(item.created_at)}</time>
            {unread && <span className="font-semibold text-primary">· Unread</span>}
          </span>
        </span>
      </Link>
      <div className="-mt-2 flex shrink-0 self-end sm:mt-0 sm:self-start">
        {unread ? (
          <button
            type="button"
            className={iconButton}
            aria-label={texts.readOne.label}
            title={texts.readOne.label}
            onClick={() => start("readOne", item.id)}
          >
            <MailOpen size={18} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className={iconButton}
            aria-label={texts.unreadOne.label}
            title={texts.unreadOne.label}
            onClick={() => start("unreadOne", item.id)}
          >
            <Mail size={18} aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={`${iconButton} hover:text-red-700`}
          aria-label="Delete notification"
          title="Delete notification"
          onClick={() => start("deleteOne", item.id)}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
