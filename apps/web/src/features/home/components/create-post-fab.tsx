import { Plus } from "lucide-react";
import { Link } from "../../../lib/router/index.ts";

/**
 * Core §2: the floating create-post button of small screens (wide ones have it in the navigation bar). The page keeps
 * room below the feed for it, so the last post can scroll clear of it.
 */
export function CreatePostFab() {
  return (
    <Link
      to="/post/new"
      aria-label="Create New Post"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark lg:hidden"
    >
      <Plus size={28} aria-hidden="true" />
    </Link>
  );
}
