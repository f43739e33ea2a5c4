import type { Post } from "@forum/contract";
import { duplicateTexts } from "@forum/contract/texts";
import { Link } from "../../../lib/router/index.ts";

/** Over a question closed as a duplicate: where the answers are (API.md "Answers"). Kept tiny: guests load it. */
export function DuplicateBanner({ post }: { post: Pick<Post, "duplicate_of"> }) {
  const original = post.duplicate_of;
  if (!original) return null;
  return (
    <p
      role="note"
      className="mb-4 rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm break-words text-slate-900"
    >
      {duplicateTexts.closedAs}{" "}
      <Link to={`/post/${encodeURIComponent(original.uuid)}`} className="font-medium text-primary underline">
        {original.title || original.uuid}
      </Link>
    </p>
  );
}
