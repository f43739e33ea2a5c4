import type { PostWithReplies } from "@forum/contract";
import { postFormTexts, postPageTexts } from "@forum/contract/texts";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { useNavigate } from "../../../lib/router/index.ts";
import { editState } from "../edit-state.ts";
import { useDeletePost } from "../post-api.ts";
import { iconButton } from "./icon-button-class.ts";

type Props = { post: PostWithReplies; thread: string | null | undefined };

/**
 * The author's Edit and Delete on the post page, loaded only for the author: a reader (a guest above all) downloads
 * neither, nor the edit form's state and texts (docs/benchmarks.md "First download").
 */
export default function AuthorPostActions({ post, thread }: Props) {
  const navigate = useNavigate();
  // The post is gone, so its page cannot hold the success dialog: the hook's toast says it over the home page (core
  // §4), and still does when the page was left meanwhile; a refusal is this page's dialog while it shows.
  const remove = useDeletePost({ done: postPageTexts.deletePostDone, failed: postPageTexts.deletePostFailed });
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<DialogMessage>(null);
  // The author edits in the post form; a comment keeps its thread, and the form leaves out title and categories.
  const edit = () => {
    const { replies: _replies, ...item } = post;
    navigate(thread ? `/post/new?thread=${encodeURIComponent(thread)}` : "/post/new", { state: editState(item) });
  };
  const del = () =>
    remove.mutate(post.id, {
      // Only from the page itself: a student who went elsewhere meanwhile stays there.
      onSuccess: () => navigate("/", { replace: true }),
      onError: () => {
        setConfirming(false);
        setMessage({ kind: "error", text: postPageTexts.deletePostFailed });
      },
    });
  return (
    <>
      {post.status === "published" && (
        <button type="button" className={iconButton} aria-label={postFormTexts.editPost} onClick={edit}>
          <Pencil size={20} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        aria-label={postPageTexts.delete}
        onClick={() => setConfirming(true)}
      >
        <Trash2 size={20} aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={confirming}
        text={postPageTexts.deletePostConfirm}
        confirmLabel="Delete"
        busyLabel={postPageTexts.deletingPost}
        busy={remove.isPending}
        danger
        onConfirm={del}
        onCancel={() => setConfirming(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
