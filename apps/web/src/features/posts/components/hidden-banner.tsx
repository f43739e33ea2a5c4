import type { Post } from "@forum/contract";
import { moderationTexts } from "@forum/contract/texts";
import { EyeOff } from "lucide-react";

/**
 * Over a post that a moderator hid (or that enough reports hid until review): only its author and admins can open it,
 * and they are told so, with the reason.
 */
export function HiddenBanner({ post }: { post: Pick<Post, "hidden" | "hidden_reason"> }) {
  if (!post.hidden) return null;
  return (
    <div
      role="note"
      className="mb-4 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <EyeOff size={20} className="mt-0.5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-sm leading-6">
        <p className="font-semibold">{moderationTexts.hiddenBanner}</p>
        {post.hidden_reason && <p className="break-words">{post.hidden_reason}</p>}
      </div>
    </div>
  );
}
