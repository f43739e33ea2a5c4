import { sidebarTexts } from "@forum/contract/texts";
import { useFeedFilters } from "../../home/use-feed-filters.ts";
import { useFeaturedTags } from "../api.ts";
import { SidebarCard } from "./sidebar-card.tsx";

const pill =
  "inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap lg:min-h-9 lg:px-3";

/**
 * Core §2 Featured Tags. A tag sets the feed's tag filter (kept in the URL); the chosen tag is pressed, and pressing
 * it again clears the filter. Small screens scroll the row sideways instead of wrapping it.
 */
export function FeaturedTags() {
  const tags = useFeaturedTags();
  const { filters, update } = useFeedFilters();
  const current = filters.tag.toLowerCase();
  return (
    <SidebarCard title={sidebarTexts.featuredTags}>
      {tags.isPending && (
        <div role="status" className="mt-3 flex gap-2 overflow-hidden lg:flex-wrap">
          <span className="sr-only">Loading tags</span>
          {[64, 88, 56, 96, 72].map((w) => (
            <span
              key={w}
              aria-hidden="true"
              className="h-11 shrink-0 animate-pulse lg:h-9 rounded-full bg-slate-200 motion-reduce:animate-none"
              style={{ width: w }}
            />
          ))}
        </div>
      )}
      {tags.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {sidebarTexts.tagsFailed}
        </p>
      )}
      {tags.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">{sidebarTexts.noTags}</p>}
      {!!tags.data?.length && (
        <ul className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-1 lg:flex-wrap lg:overflow-visible">
          {tags.data.map((tag) => {
            const on = tag.toLowerCase() === current;
            return (
              <li key={tag} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => update({ tag: on ? "" : tag })}
                  className={`${pill} ${on ? "border-primary bg-primary text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
                >
                  #{tag}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SidebarCard>
  );
}
