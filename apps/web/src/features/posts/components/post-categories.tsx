import type { CategoryRef } from "@forum/contract";
import { Link } from "../../../lib/router/index.ts";

/** The feed filtered by one category, addressed as the feed's own Categories filter writes it (use-feed-filters.ts). */
export const categoryFeedPath = (id: number) => `/?${new URLSearchParams({ category_ids: String(id) })}`;

/**
 * The categories a post was filed under, each opening the feed filtered by it. `className` places the list; a card
 * lifts the links above its stretched title link.
 */
export function PostCategories({
  categories,
  className = "",
  linkClassName = "",
}: {
  categories: CategoryRef[];
  className?: string;
  linkClassName?: string;
}) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label="Categories" className={`flex flex-wrap gap-2 ${className}`}>
      {categories.map((c) => (
        <li key={c.id} className="min-w-0 max-w-full">
          <Link
            to={categoryFeedPath(c.id)}
            title={c.name}
            className={`inline-flex min-h-9 max-w-full items-center truncate rounded-full border border-primary/30 bg-primary/5 px-3 text-sm font-medium text-primary hover:bg-primary/10 ${linkClassName}`}
          >
            <span className="truncate">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
