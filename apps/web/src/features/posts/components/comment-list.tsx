import type { Post } from "@forum/contract";
import { timeAgo } from "@forum/contract/helpers";
import { postPageTexts } from "@forum/contract/texts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { useKatexStylesheet } from "../../../lib/katex-stylesheet.ts";
import { Link } from "../../../lib/router/index.ts";
import { useDeletePost } from "../post-api.ts";
import { EditedMarker } from "./edited-marker.tsx";
import { PostAuthor } from "./post-author.tsx";
import { postPath } from "./post-card.tsx";

/** Core §2 comments: count (comment / comments), each with its author, time, content and a see more... link. */
export function CommentList({ comments }: { comments: Post[] }) {
  const n = comments.length;
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-6 scroll-mt-20">
      <h2 id="comments-title" className="text-lg font-semibold text-slate-900">
        {n} {n === 1 ? postPageTexts.comment : postPageTexts.comments}
      </h2>
      <ul className="mt-3 space-y-3">
        {comments.map((c) => (
          <li key={c.id} id={`reply-${c.uuid}`} className="scroll-mt-20">
            <Comment comment={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Comment({ comment }: { comment: Post }) {
  // The list reloads without the comment (and this component), so success is the hook's toast rather than a dialog;
  // a refusal shows in this card's dialog, or as the hook's toast once the card is gone (the post left meanwhile).
  const remove = useDeletePost({ done: postPageTexts.deleteCommentDone, failed: postPageTexts.deleteCommentFailed });
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<DialogMessage>(null);
  useKatexStylesheet(comment.content);
  const del = () =>
    remove.mutate(comment.id, {
      onError: () => setMessage({ kind: "error", text: postPageTexts.deleteCommentFailed }),
      onSettled: () => setConfirming(false),
    });
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-3">
      <header className="flex flex-wrap items-center gap-x-2 text-sm">
        {/* A long name shows whole: the time and "edited" wrap below it on a phone; only a name wider than the row is
            cut (whole in its title). */}
        <PostAuthor
          post={comment}
          avatar={32}
          className="flex min-w-0 items-center gap-2 font-semibold text-slate-900"
          nameClassName="truncate"
        />
        <time dateTime={comment.created_at} className="shrink-0 text-slate-600">
          {timeAgo(comment.created_at)}
        </time>
        <EditedMarker post={comment} />
        {comment.is_author && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label="Delete comment"
            className="ml-auto flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        )}
      </header>
      <div
        className="post-content mt-2 line-clamp-6"
        data-quote-by={comment.anonymous ? "" : comment.author_name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises content with an allow-list
        dangerouslySetInnerHTML={{ __html: comment.content }}
      />
      <Link to={postPath(comment.uuid)} className="mt-1 inline-block text-sm font-medium text-primary hover:underline">
        {postPageTexts.seeMore}
      </Link>
      <ConfirmDialog
        open={confirming}
        text="Are you sure you want to delete this comment?"
        confirmLabel="Delete"
        busyLabel={postPageTexts.deletingComment}
        busy={remove.isPending}
        danger
        onConfirm={del}
        onCancel={() => setConfirming(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </article>
  );
}
