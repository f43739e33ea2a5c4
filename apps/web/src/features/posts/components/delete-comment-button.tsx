import type { Post } from "@forum/contract";
import { postPageTexts } from "@forum/contract/texts";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { useDeletePost } from "../post-api.ts";

/**
 * A comment's Delete for its author, loaded only for comments the reader wrote: a guest's post page downloads neither
 * it nor its dialogs (docs/benchmarks.md "First download").
 */
export default function DeleteCommentButton({ comment }: { comment: Post }) {
  // The list reloads without the comment (and this component), so success is the hook's toast rather than a dialog;
  // a refusal shows in this card's dialog, or as the hook's toast once the card is gone (the post left meanwhile).
  const remove = useDeletePost({ done: postPageTexts.deleteCommentDone, failed: postPageTexts.deleteCommentFailed });
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<DialogMessage>(null);
  const del = () =>
    remove.mutate(comment.id, {
      onError: () => setMessage({ kind: "error", text: postPageTexts.deleteCommentFailed }),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label="Delete comment"
        className="ml-auto flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 size={18} aria-hidden="true" />
      </button>
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
    </>
  );
}
