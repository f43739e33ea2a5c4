import type { Post } from "@forum/contract";
import { postCardTexts } from "@forum/contract/texts";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useToggleReaction } from "../reaction-api.ts";

const pill =
  "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm sm:px-3 font-medium hover:bg-slate-100 aria-pressed:text-primary";

/** Like and dislike: counts move at once and roll back on failure; failures are only logged (core §8). */
export function Reactions({ post }: { post: Post }) {
  const toggle = useToggleReaction();
  const react = (kind: "like" | "unlike") =>
    toggle.mutate(
      { post, kind },
      { onError: (err) => console.error(kind === "like" ? postCardTexts.likeFailed : postCardTexts.unlikeFailed, err) },
    );
  return (
    <>
      <button type="button" className={pill} aria-pressed={post.user_like_count === 1} onClick={() => react("like")}>
        <ThumbsUp size={18} aria-hidden="true" fill={post.user_like_count === 1 ? "currentColor" : "none"} />
        <span className="sr-only">Like</span> <span>{post.likes_count}</span>
      </button>
      <button
        type="button"
        className={pill}
        aria-pressed={post.user_unlike_count === 1}
        onClick={() => react("unlike")}
      >
        <ThumbsDown size={18} aria-hidden="true" fill={post.user_unlike_count === 1 ? "currentColor" : "none"} />
        <span className="sr-only">Dislike</span> <span>{post.unlikes_count}</span>
      </button>
    </>
  );
}
