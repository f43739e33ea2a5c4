import type { Post } from "@forum/contract";
import { timeAgo } from "@forum/contract/helpers";
import { editedMarkTexts } from "@forum/contract/texts";
import { Suspense, useState } from "react";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";

// The history (its dialog, its call and jsdiff) is a chunk of its own, fetched when "edited" is first pressed: the
// post page's first download gains only this button.
const RevisionHistoryDialog = optionalLazy(() => import("./revision-history-dialog.tsx"));

/** "edited" beside a post's or reply's time once it changed after publishing; pressing it shows the earlier versions. */
export function EditedMarker({ post }: { post: Pick<Post, "uuid" | "title" | "content" | "edited_at"> }) {
  const [open, setOpen] = useState(false);
  if (!post.edited_at) return null;
  const label = editedMarkTexts.label(timeAgo(post.edited_at));
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        className="-my-3 inline-flex min-h-11 shrink-0 items-center px-1 text-sm text-slate-600 underline decoration-dotted underline-offset-2 hover:text-slate-900"
      >
        {editedMarkTexts.edited}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RevisionHistoryDialog post={post} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
