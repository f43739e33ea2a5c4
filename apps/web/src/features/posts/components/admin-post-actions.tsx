import type { PostWithReplies } from "@forum/contract";
import { Suspense } from "react";
import { optionalLazy } from "../../../lib/optional-lazy.tsx";

// A second step on purpose: the post page's import of this file lists only it, not the chunks the control needs
// (the guest post page's first download is near its budget, and every chunk name listed there counts).
const DuplicateControl = optionalLazy(() => import("./duplicate-control.tsx"));

/** The admin's actions on a question beside its other buttons: close as a duplicate, or reopen. */
export default function AdminPostActions({ post }: { post: PostWithReplies }) {
  return (
    <Suspense fallback={null}>
      <DuplicateControl post={post} />
    </Suspense>
  );
}
